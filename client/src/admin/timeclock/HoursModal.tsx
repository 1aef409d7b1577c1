import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@shared/time/time-totals';
import { useMemo, useState } from 'react';
import { AdminHoursSummaryDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { downloadCsv, toCsv } from '../kit/csv';
import { Dialog } from './Dialog';
import { PayrollPanel } from './PayrollPanel';
import { StaffHoursDetail } from './StaffHoursDetail';
import {
  isLongOpenShift,
  PERIOD_PRESETS,
  presetPeriod,
  visibleRows,
  type Period,
  type SortKey,
  type SortOrder,
  type StaffHoursRow,
} from './staff-hours';
import { formatDateTime, TIMECLOCK_TZ } from './time-format';
import { HOURS_TEXTS, ROLE_LABELS } from './timeclock-texts';
import { serverText } from './timeclock-errors';
import styles from './timeclock.module.css';

const COLUMNS: readonly { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Nom' },
  { key: 'email', label: 'Courriel' },
  { key: 'total', label: 'Total', numeric: true },
  { key: 'entries', label: 'Entrées', numeric: true },
  { key: 'open', label: 'En service depuis' },
];

export interface HoursModalProps {
  onClose: () => void;
  storage?: Storage;
}

/** 'Heures des employés' (back-office.md §6), MANAGER and up: hours per person, details, changes and a payroll estimate. */
export function HoursModal({ onClose, storage }: HoursModalProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => presetPeriod('week', Date.now()));
  const [includeManagers, setIncludeManagers] = useState(false);
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortOrder>({ key: 'name', direction: 'ascending' });
  const [selected, setSelected] = useState<StaffHoursRow | null>(null);
  const { data, error, loading } = useQuery(AdminHoursSummaryDocument, {
    variables: { from: period.from, to: period.to, tz: TIMECLOCK_TZ, roles: includeManagers ? 'ALL' : 'EMPLOYEE' },
    fetchPolicy: 'cache-and-network',
  });
  const now = Date.now();
  const allRows = useMemo(() => data?.staffHoursSummary ?? [], [data]);
  const rows = useMemo(() => visibleRows(allRows, search, order), [allRows, search, order]);
  const periodTotal = rows.reduce((sum, row) => sum + row.totalMs, 0);
  const onShift = rows.filter((row) => row.openClockIn !== null).length;

  const sortBy = (key: SortKey) =>
    setOrder((current) => ({ key, direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));

  const exportSummary = () => {
    const header = ['Nom', 'Courriel', 'Rôle', 'Total', 'Heures', 'Entrées', 'En service depuis'];
    const lines = rows.map((row) => [
      row.name ?? '',
      row.email,
      ROLE_LABELS[row.role],
      formatDuration(row.totalMs),
      Math.round((row.totalMs / 3_600_000) * 100) / 100,
      row.entriesCount,
      row.openClockIn ? formatDateTime(row.openClockIn) : '',
    ]);
    downloadCsv(`heures-employes_${period.from}_${period.to}.csv`, toCsv([header, ...lines]));
  };

  return (
    <Dialog title={t('timeclock.staffHours')} onClose={onClose}>
      <div className="hours">
        <div className={styles['hours__controls']} role="group" aria-label="Période">
          {PERIOD_PRESETS.map(({ preset, label }) => (
            <Button key={preset} variant="secondary" onClick={() => setPeriod(presetPeriod(preset, Date.now()))}>
              {label}
            </Button>
          ))}
          <TextField id="hours-from" label="Du" type="date" value={period.from} onChange={(event) => setPeriod((p) => ({ ...p, from: event.target.value }))} />
          <TextField id="hours-to" label="Au" type="date" value={period.to} onChange={(event) => setPeriod((p) => ({ ...p, to: event.target.value }))} />
        </div>

        {selected ? (
          <StaffHoursDetail row={selected} period={period} onBack={() => setSelected(null)} />
        ) : (
          <>
            <div className={styles['hours__controls']}>
              <TextField id="hours-search" label="Rechercher (nom ou courriel)" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
              <Checkbox
                id="hours-include-managers"
                label={HOURS_TEXTS.includeManagers}
                checked={includeManagers}
                onChange={(event) => setIncludeManagers(event.target.checked)}
              />
            </div>

            {error && (
              <Alert tone="error" role="alert">
                {serverText(error, HOURS_TEXTS.summaryError)}
              </Alert>
            )}

            <p className={styles['hours__totals']} aria-live="polite">
              <span>Employés : {rows.length}</span>
              <span>Total de la période : {formatDuration(periodTotal)}</span>
              <span>En service : {onShift}</span>
            </p>

            {loading && !data ? (
              <p role="status">Chargement…</p>
            ) : rows.length === 0 ? (
              <p>{HOURS_TEXTS.noneFound}</p>
            ) : (
              <table className={styles['time-table']}>
                <caption className="visually-hidden">Heures par employé du {period.from} au {period.to}</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => (
                      <th
                        key={column.key}
                        scope="col"
                        className={column.numeric ? 'num' : undefined}
                        aria-sort={order.key === column.key ? order.direction : undefined}
                      >
                        <button type="button" className={styles['sort-button']} onClick={() => sortBy(column.key)}>
                          {column.label}
                        </button>
                      </th>
                    ))}
                    <th scope="col">Rôle</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const long = isLongOpenShift(row, now);
                    return (
                      <tr key={row.userId} className={long ? 'alert-row' : undefined}>
                        <td>
                          <button type="button" className={styles['link-button']} onClick={() => setSelected(row)}>
                            {row.name ?? row.email}
                          </button>
                        </td>
                        <td>{row.email}</td>
                        <td className="num">{formatDuration(row.totalMs)}</td>
                        <td className="num">{row.entriesCount}</td>
                        <td>
                          {row.openClockIn ? (
                            <span className={long ? 'text-danger' : undefined}>
                              {formatDateTime(row.openClockIn)}
                              {long ? ' (plus de 8 h)' : ''}
                            </span>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td>
                          <span className="role-tag">{ROLE_LABELS[row.role]}</span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            <div className={styles['punch__tools']}>
              <Button variant="ghost" onClick={exportSummary} disabled={rows.length === 0}>
                Exporter le CSV des heures
              </Button>
            </div>

            <PayrollPanel rows={rows} period={period} storage={storage} />
          </>
        )}
      </div>
    </Dialog>
  );
}
