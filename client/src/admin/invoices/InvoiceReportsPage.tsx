import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminAccountingExportFileDocument, AdminReceivablesAgingDocument, AdminTaxReportDocument, type AccountingExportFormat } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useErrorText } from '../kit/i18n/error-text';
import { LoadFailed, LoadingStatus } from '../kit/QueryStatus';
import { useAdminTitle } from '../kit/use-admin-title';
import { cents, downloadCsv, toCsv } from '../kit/csv';
import { torontoToday, useInvoiceFormat } from './invoice-format';
import styles from './Invoices.module.css';

function firstOfMonth(today: string): string {
  return `${today.slice(0, 8)}01`;
}

/** /admin/rapports-facturation (ADMIN): the GST/QST report by month, receivables aging, accounting exports (CSV). */
export function InvoiceReportsPage() {
  const { t } = useTranslation();
  useAdminTitle(t('invoices.reportsTitle'));
  const format = useInvoiceFormat();
  const errorText = useErrorText();
  const today = torontoToday();
  const [from, setFrom] = useState(firstOfMonth(today));
  const [to, setTo] = useState(today);
  const [period, setPeriod] = useState({ from: firstOfMonth(today), to: today });
  const report = useQuery(AdminTaxReportDocument, { variables: period });
  const aging = useQuery(AdminReceivablesAgingDocument);
  const [loadExport] = useLazyQuery(AdminAccountingExportFileDocument, { fetchPolicy: 'network-only' });
  const [exportError, setExportError] = useState<string | null>(null);

  const show = (event: FormEvent) => {
    event.preventDefault();
    setPeriod({ from, to });
  };
  const months = report.data?.taxReport.months ?? [];
  const totals = report.data?.taxReport.totals;
  const taxCsv = () => {
    const rows = [
      [t('invoices.month'), t('invoices.invoiceCount'), t('invoices.creditNoteCount'), t('invoices.sales'), t('invoices.gstCollected'), t('invoices.qstCollected'), t('invoices.total')],
      ...[...months, ...(totals ? [totals] : [])].map((m) => [m.month === 'total' ? t('invoices.totalRow') : m.month, m.invoiceCount, m.creditNoteCount, cents(m.salesCents), cents(m.gstCollectedCents), cents(m.qstCollectedCents), cents(m.totalCents)]),
    ];
    downloadCsv(`taxes-${period.from}-${period.to}.csv`, toCsv(rows));
  };
  const accountingCsv = async (kind: AccountingExportFormat) => {
    setExportError(null);
    try {
      const res = await loadExport({ variables: { ...period, format: kind } });
      if (res.error || !res.data) throw res.error ?? new Error('no data');
      downloadCsv(res.data.accountingExportFile.fileName, res.data.accountingExportFile.content);
    } catch (e) {
      setExportError(errorText(e, t('invoices.reportFailed')));
    }
  };

  let taxContent;
  if (report.loading && !report.data) taxContent = <LoadingStatus />;
  else if (report.error) taxContent = <Alert tone="error">{errorText(report.error, t('invoices.reportFailed'))}</Alert>;
  else if (months.length === 0) taxContent = <p className="admin-empty">{t('invoices.noData')}</p>;
  else
    taxContent = (
      <>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('invoices.month')}</th>
              <th scope="col" className={styles.amount}>{t('invoices.invoiceCount')}</th>
              <th scope="col" className={styles.amount}>{t('invoices.creditNoteCount')}</th>
              <th scope="col" className={styles.amount}>{t('invoices.sales')}</th>
              <th scope="col" className={styles.amount}>{t('invoices.gstCollected')}</th>
              <th scope="col" className={styles.amount}>{t('invoices.qstCollected')}</th>
              <th scope="col" className={styles.amount}>{t('invoices.total')}</th>
            </tr>
          </thead>
          <tbody>
            {[...months, ...(totals ? [totals] : [])].map((m) => (
              <tr key={m.month}>
                <th scope="row" data-label={t('invoices.month')}>{m.month === 'total' ? t('invoices.totalRow') : m.month}</th>
                <td data-label={t('invoices.invoiceCount')} className={styles.amount}>{m.invoiceCount}</td>
                <td data-label={t('invoices.creditNoteCount')} className={styles.amount}>{m.creditNoteCount}</td>
                <td data-label={t('invoices.sales')} className={styles.amount}>{format.cad(m.salesCents)}</td>
                <td data-label={t('invoices.gstCollected')} className={styles.amount}>{format.cad(m.gstCollectedCents)}</td>
                <td data-label={t('invoices.qstCollected')} className={styles.amount}>{format.cad(m.qstCollectedCents)}</td>
                <td data-label={t('invoices.total')} className={styles.amount}>{format.cad(m.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button variant="secondary" onClick={taxCsv}>
          {t('invoices.exportCsv')}
        </Button>
      </>
    );

  const rows = aging.data?.receivablesAging.rows ?? [];
  const agingTotals = aging.data?.receivablesAging.totals;
  const buckets = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90', 'total'] as const;

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('invoices.reportsTitle')}</h1>
      <h2 className="admin-section__title">{t('invoices.taxReport')}</h2>
      <form className={styles.filters} onSubmit={show}>
        <TextField id="report-from" type="date" label={t('invoices.from')} value={from} onChange={(e) => setFrom(e.target.value)} required />
        <TextField id="report-to" type="date" label={t('invoices.to')} value={to} onChange={(e) => setTo(e.target.value)} required />
        <Button type="submit">{t('invoices.show')}</Button>
      </form>
      {taxContent}

      <h2 className="admin-section__title">{t('invoices.exports')}</h2>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void accountingCsv('QUICKBOOKS')}>
          {t('invoices.quickbooks')}
        </Button>
        <Button variant="secondary" onClick={() => void accountingCsv('JOURNAL')}>
          {t('invoices.journal')}
        </Button>
      </div>
      {exportError ? (
        <div role="alert">
          <Alert tone="error">{exportError}</Alert>
        </div>
      ) : null}

      <h2 className="admin-section__title">{t('invoices.aging')}</h2>
      {aging.loading && !aging.data ? (
        <LoadingStatus />
      ) : aging.error ? (
        <LoadFailed message={t('invoices.reportFailed')} onRetry={() => void aging.refetch().catch(() => undefined)} />
      ) : rows.length === 0 ? (
        <p className="admin-empty">{t('invoices.noReceivables')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('invoices.client')}</th>
              {buckets.map((b) => (
                <th key={b} scope="col" className={styles.amount}>
                  {b === 'total' ? t('invoices.total') : t(`invoices.${b}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...rows, ...(agingTotals ? [{ ...agingTotals, clientEmail: '', clientName: t('invoices.totalRow') }] : [])].map((row) => (
              <tr key={row.clientEmail || 'total'}>
                <th scope="row" data-label={t('invoices.client')}>
                  {row.clientName}
                  {row.clientEmail ? ` (${row.clientEmail})` : ''}
                </th>
                {buckets.map((b) => (
                  <td key={b} data-label={b === 'total' ? t('invoices.total') : t(`invoices.${b}`)} className={styles.amount}>
                    {format.cad(row[b])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
