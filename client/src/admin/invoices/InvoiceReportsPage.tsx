import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminAccountingExportFileDocument, AdminReceivablesAgingDocument, AdminTaxReportDocument, type AccountingExportFormat, type AdminReceivablesAgingQuery, type AdminTaxReportQuery } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useErrorText } from '../kit/i18n/error-text';
import { DataTable, type DataColumn } from '../kit/DataTable';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import { cents, downloadCsv, toCsv } from '../kit/csv';
import { torontoToday } from '../kit/format';
import { useInvoiceFormat } from './invoice-format';
import styles from './Invoices.module.css';

type TaxRow = AdminTaxReportQuery['taxReport']['totals'];
type AgingRow = AdminReceivablesAgingQuery['receivablesAging']['rows'][number];

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

  const amountColumn = (header: string, cell: (m: TaxRow) => ReactNode): DataColumn<TaxRow> => ({ header, cell, className: styles.amount });
  const taxColumns: DataColumn<TaxRow>[] = [
    { header: t('invoices.month'), rowHeader: true, cell: (m) => (m.month === 'total' ? t('invoices.totalRow') : m.month) },
    amountColumn(t('invoices.invoiceCount'), (m) => m.invoiceCount),
    amountColumn(t('invoices.creditNoteCount'), (m) => m.creditNoteCount),
    amountColumn(t('invoices.sales'), (m) => format.cad(m.salesCents)),
    amountColumn(t('invoices.gstCollected'), (m) => format.cad(m.gstCollectedCents)),
    amountColumn(t('invoices.qstCollected'), (m) => format.cad(m.qstCollectedCents)),
    amountColumn(t('invoices.total'), (m) => format.cad(m.totalCents)),
  ];

  const buckets = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90', 'total'] as const;
  const agingColumns: DataColumn<AgingRow>[] = [
    { header: t('invoices.client'), rowHeader: true, cell: (row) => `${row.clientName}${row.clientEmail ? ` (${row.clientEmail})` : ''}` },
    ...buckets.map((b): DataColumn<AgingRow> => ({ header: b === 'total' ? t('invoices.total') : t(`invoices.${b}`), cell: (row) => format.cad(row[b]), className: styles.amount })),
  ];

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('invoices.reportsTitle')}</h1>
      <h2 className="admin-section__title">{t('invoices.taxReport')}</h2>
      <form className={styles.filters} onSubmit={show}>
        <TextField id="report-from" type="date" label={t('invoices.from')} value={from} onChange={(e) => setFrom(e.target.value)} required />
        <TextField id="report-to" type="date" label={t('invoices.to')} value={to} onChange={(e) => setTo(e.target.value)} required />
        <Button type="submit">{t('invoices.show')}</Button>
      </form>
      <QueryView
        loading={report.loading}
        error={report.error}
        data={report.data?.taxReport}
        errorMessage={errorText(report.error, t('invoices.reportFailed'))}
        onRetry={() => void report.refetch().catch(() => undefined)}
        isEmpty={(taxReport) => taxReport.months.length === 0}
        empty={t('invoices.noData')}
      >
        {(taxReport) => (
          <>
            <DataTable columns={taxColumns} rows={[...taxReport.months, taxReport.totals]} rowKey={(m) => m.month} />
            <Button variant="secondary" onClick={taxCsv}>
              {t('invoices.exportCsv')}
            </Button>
          </>
        )}
      </QueryView>

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
      <QueryView
        loading={aging.loading}
        error={aging.error}
        data={aging.data?.receivablesAging}
        errorMessage={t('invoices.reportFailed')}
        onRetry={() => void aging.refetch().catch(() => undefined)}
        isEmpty={(receivables) => receivables.rows.length === 0}
        empty={t('invoices.noReceivables')}
      >
        {(receivables) => (
          <DataTable
            columns={agingColumns}
            rows={[...receivables.rows, { ...receivables.totals, clientEmail: '', clientName: t('invoices.totalRow') }]}
            rowKey={(row) => row.clientEmail || 'total'}
          />
        )}
      </QueryView>
    </section>
  );
}
