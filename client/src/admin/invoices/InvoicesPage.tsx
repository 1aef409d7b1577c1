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
import { LoadFailed, LoadingStatus } from '../kit/QueryStatus';
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

  let content;
  if (loading && !connection) content = <LoadingStatus />;
  else if (error && !data) content = <LoadFailed message={t('invoices.loadFailed')} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (invoices.length === 0) content = <p className="admin-empty">{t('invoices.empty')}</p>;
  else
    content = (
      <>
        <table className="admin-table" aria-busy={loading}>
          <caption className="visually-hidden">{t('invoices.count', { count: connection?.totalCount ?? invoices.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.number')}</th>
              <th scope="col">{t('invoices.client')}</th>
              <th scope="col">{t('invoices.issuedAt')}</th>
              <th scope="col">{t('invoices.dueDate')}</th>
              <th scope="col">{t('invoices.status')}</th>
              <th scope="col" className={styles.amount}>{t('invoices.total')}</th>
              <th scope="col" className={styles.amount}>{t('invoices.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row" data-label={t('invoices.number')}>
                  <Link to={adminPaths.invoiceDetail.href(invoice.number)} aria-label={t('invoices.openInvoice', { number: invoice.number })}>
                    {invoice.number}
                  </Link>{' '}
                  <span>({t(`invoices.kinds.${invoice.kind}`)})</span>
                </th>
                <td data-label={t('invoices.client')}>
                  {invoice.clientName}
                  <br />
                  <a href={`mailto:${invoice.clientEmail}`}>{invoice.clientEmail}</a>
                </td>
                <td data-label={t('invoices.issuedAt')}>{format.date(invoice.issuedAt)}</td>
                <td data-label={t('invoices.dueDate')}>{format.day(invoice.dueDate)}</td>
                <td data-label={t('invoices.status')}>{t(`invoices.statuses.${invoice.status}`)}</td>
                <td data-label={t('invoices.total')} className={styles.amount}>
                  {format.cad(invoice.totalCents)}
                </td>
                <td data-label={t('invoices.balance')} className={styles.amount}>
                  {format.cad(invoice.balanceCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <LoadMore
          connection={connection}
          onLoadMore={(after) => fetchMore({ variables: { after }, updateQuery: (previous, { fetchMoreResult }) => ({ invoices: appendPage(previous.invoices, fetchMoreResult.invoices) }) })}
        />
      </>
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
