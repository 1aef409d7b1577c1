import { useEffect, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { cents, downloadCsv, toCsv } from '../kit/csv';
import {
  computePayroll,
  PAYROLL_FIELDS,
  readPayrollSettings,
  sanitizeSetting,
  savePayrollSettings,
  sumPayroll,
  type PayrollSettings,
} from './payroll';
import type { Period, StaffHoursRow } from './staff-hours';
import { formatMoney } from './time-format';
import { HOURS_TEXTS } from './timeclock-texts';
import styles from './timeclock.module.css';

/** Payroll defaults are saved this long after the last change (back-office.md §9). */
export const PAYROLL_SAVE_DELAY_MS = 250;

const FIELDS: Record<(typeof PAYROLL_FIELDS)[number], { label: string; step: string }> = {
  hourlyRate: { label: 'Taux horaire ($/h)', step: '0.25' },
  federalPct: { label: 'Impôt fédéral (%)', step: '0.001' },
  provincialPct: { label: 'Impôt du Québec (%)', step: '0.001' },
  qppPct: { label: 'RRQ (%)', step: '0.001' },
  eiPct: { label: 'Assurance-emploi (%)', step: '0.001' },
  qpipPct: { label: 'RQAP (%)', step: '0.001' },
  otherDeduct: { label: 'Retenue fixe ($ par employé)', step: '1' },
};

const decimal = (value: number) => cents(Math.round(value));

/** 'Comptabilité (BETA)': an estimate calculated in the browser, from the hours of the rows shown. */
export function PayrollPanel({ rows, period, storage = window.localStorage }: { rows: readonly StaffHoursRow[]; period: Period; storage?: Storage }) {
  const [settings, setSettings] = useState<PayrollSettings>(() => readPayrollSettings(storage));
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(PAYROLL_FIELDS.map((field) => [field, String(settings[field])])));
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        savePayrollSettings(storage, settings);
        setSaveFailed(false);
      } catch {
        setSaveFailed(true);
      }
    }, PAYROLL_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings, storage]);

  const lines = rows.map((row) => ({ row, pay: computePayroll(row.totalMs, settings) }));
  const total = sumPayroll(lines.map((line) => line.pay));

  const exportPayroll = () => {
    const header = ['Nom', 'Courriel', 'Heures', 'Taux horaire', 'Brut', 'Retenues en %', 'Retenue fixe', 'Net (estimation)'];
    const body = lines.map(({ row, pay }) => [
      row.name ?? '',
      row.email,
      pay.hours,
      cents(Math.round(settings.hourlyRate * 100)),
      decimal(pay.gross),
      decimal(pay.percentDeductions),
      decimal(pay.fixedDeduction),
      decimal(pay.net),
    ]);
    downloadCsv(`comptabilite_${period.from}_${period.to}.csv`, toCsv([header, ...body, ['Total', '', total.hours, '', decimal(total.gross), decimal(total.percentDeductions), decimal(total.fixedDeduction), decimal(total.net)]]));
  };

  return (
    <section className={styles['punch__card']} aria-labelledby="payroll-title">
      <h3 id="payroll-title">Comptabilité (BETA)</h3>
      <p>
        <strong>Estimation</strong> calculée dans ce navigateur seulement : heures × taux, moins les pourcentages et la retenue fixe
        ci-dessous. Ce n’est pas un calcul officiel des retenues à la source (formules TP-1015.F-V de Revenu Québec et T4127 de
        l’ARC).
      </p>
      <div className={styles['payroll__grid']}>
        {PAYROLL_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`payroll-${field}`}
            label={FIELDS[field].label}
            type="number"
            inputMode="decimal"
            min={0}
            step={FIELDS[field].step}
            value={texts[field]}
            onChange={(event) => {
              const text = event.target.value;
              setTexts((current) => ({ ...current, [field]: text }));
              setSettings((current) => ({ ...current, [field]: sanitizeSetting(text === '' ? 0 : text, current[field]) }));
            }}
          />
        ))}
      </div>
      {saveFailed && (
        <Alert tone="error" role="alert">
          {HOURS_TEXTS.saveFailed}
        </Alert>
      )}
      {rows.length === 0 ? (
        <p>{HOURS_TEXTS.noneInPeriod}</p>
      ) : (
        <table className={styles['time-table']}>
          <caption className="visually-hidden">Estimation de la paie du {period.from} au {period.to}</caption>
          <thead>
            <tr>
              <th scope="col">Employé</th>
              <th scope="col" className="num">
                Heures
              </th>
              <th scope="col" className="num">
                Brut
              </th>
              <th scope="col" className="num">
                Retenues
              </th>
              <th scope="col" className="num">
                Net estimé
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ row, pay }) => (
              <tr key={row.userId}>
                <td>{row.name ?? row.email}</td>
                <td className="num">{pay.hours.toFixed(2).replace('.', ',')}</td>
                <td className="num">{formatMoney(pay.gross)}</td>
                <td className="num">{formatMoney(pay.percentDeductions + pay.fixedDeduction)}</td>
                <td className="num">{formatMoney(pay.net)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num">{total.hours.toFixed(2).replace('.', ',')}</td>
              <td className="num">{formatMoney(total.gross)}</td>
              <td className="num">{formatMoney(total.percentDeductions + total.fixedDeduction)}</td>
              <td className="num">{formatMoney(total.net)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <div className={styles['punch__tools']}>
        <Button variant="ghost" onClick={exportPayroll} disabled={rows.length === 0}>
          Exporter le CSV de comptabilité
        </Button>
      </div>
    </section>
  );
}
