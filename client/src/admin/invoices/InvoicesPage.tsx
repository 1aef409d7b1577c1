import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../lib/paths';
import { AdminInvoicesDocument, type InvoiceStatus } from '../../graphql/graphql';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useDebounced } from '../../lib/use-debounced';
import { ADMIN_PAGE_SIZE, appendPage, LoadMore, nodesOf } from '../kit/LoadMore';
import { DataTable } from '../kit/DataTable';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import { useInvoiceFormat } from './invoice-format';
import styles from './Invoices.module.css';

const STATUSES: InvoiceStatus[] = ['ISSUED', 'PAID', 'VOID'];

/** /admin/factures: invoices newest first, filtered by status and client e-mail (server side). */
export function InvoicesPage() {
  const { t } = useTranslation();
  useAdminTitle(t('invoices.title'));
  const format = useInvoiceFormat();
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [email, setEmail] = useState('');
  const settledEmail = useDebounced(email.trim(), 300);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(AdminInvoicesDocument, {
    variables: { first: ADMIN_PAGE_SIZE, status: status || null, clientEmail: settledEmail.includes('@') ? settledEmail : null },
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.invoices;
  const invoices = nodesOf(connection);

  const content = (
    // A failed new answer shows the error, not the previous filter's rows.
    <QueryView
      loading={loading}
      error={error}
      data={error && !data ? undefined : connection}
      errorMessage={t('invoices.loadFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={() => invoices.length === 0}
      empty={t('invoices.empty')}
    >
      {() => (
        <>
          <DataTable
            busy={loading}
            caption={t('invoices.count', { count: connection?.totalCount ?? invoices.length })}
            rows={invoices}
            rowKey={(invoice) => invoice.id}
            columns={[
              {
                header: t('invoices.number'),
                rowHeader: true,
                cell: (invoice) => (
                  <>
                    <Link to={adminPaths.invoiceDetail.href(invoice.number)} aria-label={t('invoices.openInvoice', { number: invoice.number })}>
                      {invoice.number}
                    </Link>{' '}
                    <span>({t(`invoices.kinds.${invoice.kind}`)})</span>
                  </>
                ),
              },
              {
                header: t('invoices.client'),
                cell: (invoice) => (
                  <>
                    {invoice.clientName}
                    <br />
                    <a href={`mailto:${invoice.clientEmail}`}>{invoice.clientEmail}</a>
                  </>
                ),
              },
              { header: t('invoices.issuedAt'), cell: (invoice) => format.date(invoice.issuedAt) },
              { header: t('invoices.dueDate'), cell: (invoice) => format.day(invoice.dueDate) },
              { header: t('invoices.status'), cell: (invoice) => t(`invoices.statuses.${invoice.status}`) },
              { header: t('invoices.total'), className: styles.amount, cell: (invoice) => format.cad(invoice.totalCents) },
              { header: t('invoices.balance'), className: styles.amount, cell: (invoice) => format.cad(invoice.balanceCents) },
            ]}
          />
          <LoadMore
            connection={connection}
            onLoadMore={(after) => fetchMore({ variables: { after }, updateQuery: (previous, { fetchMoreResult }) => ({ invoices: appendPage(previous.invoices, fetchMoreResult.invoices) }) })}
          />
        </>
      )}
    </QueryView>
  );

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('invoices.title')}</h1>
      <div className={styles.filters}>
        <SelectField
          id="invoice-status"
          label={t('invoices.filterStatus')}
          value={status}
          onChange={(e) => setStatus(e.target.value as InvoiceStatus | '')}
          options={[{ value: '', label: t('invoices.all') }, ...STATUSES.map((value) => ({ value, label: t(`invoices.statuses.${value}`) }))]}
        />
        <TextField id="invoice-email" type="email" label={t('invoices.filterEmail')} value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </div>
      {content}
    </section>
  );
}
