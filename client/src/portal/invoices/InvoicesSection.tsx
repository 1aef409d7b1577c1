import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PORTAL_INVOICE_TEXTS as T } from '@shared/invoices.portal.fr';
import { formatCad } from '@shared/pricing/money';
import { ClientInvoicesDocument, PayClientInvoiceDocument } from '../../graphql-public/graphql';
import { errorMessage } from '../../lib/errors/error-message';
import { useGraphQLMutation, useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { dateTime, longDay } from '../format';
import { Loading } from '../Loading';
import styles from '../Portal.module.css';

/** The client's invoices: amounts, balance, PDF, and "Payer maintenant" (card checkout) while a balance is due. */
export function InvoicesSection() {
  const { data, error, loading, refetch } = useGraphQLQuery(ClientInvoicesDocument, {});
  const [pay] = useGraphQLMutation(PayClientInvoiceDocument);
  const navigate = useNavigate();
  const [paying, setPaying] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

  const startPayment = async (number: string) => {
    setPaying(number);
    setPayError(null);
    try {
      const result = await pay({ number });
      const url = result.payClientInvoice.url;
      // The demo checkout is a page of this site; Stripe Checkout is elsewhere.
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (failure) {
      setPayError(errorMessage(failure));
      setPaying(null);
    }
  };

  const invoices = data?.clientInvoices.edges.map((edge) => edge.node) ?? [];
  return (
    <section aria-labelledby="portal-invoices-title" className={styles.stack}>
      <h2 id="portal-invoices-title" className={styles.sectionTitle}>
        {T.title}
      </h2>
      {payError ? (
        <Alert tone="error" role="alert">
          {payError}
        </Alert>
      ) : null}
      {loading ? (
        <Loading />
      ) : error && !data ? (
        <>
          <Alert tone="error" role="alert">
            {errorMessage(error)}
          </Alert>
          <Button onClick={() => void refetch()}>{T.retry}</Button>
        </>
      ) : invoices.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <ul className={styles.cards}>
          {invoices.map((invoice) => (
            <li key={invoice.id} className={`card ${styles.card}`}>
              <h3>
                {T.kinds[invoice.kind] ?? invoice.kind} {invoice.number} — {T.statuses[invoice.status] ?? invoice.status}
                {invoice.status === 'ISSUED' && invoice.dueDate < today ? ` (${T.overdue})` : ''}
              </h3>
              <p className={styles.muted}>
                {T.issuedOn} {dateTime(invoice.issuedAt)} · {T.dueOn} {longDay(invoice.dueDate)} · {invoice.terms}
              </p>
              <p>
                {T.total} : {formatCad(invoice.totalCents)}
                {invoice.status === 'ISSUED' ? ` · ${T.balance} : ${formatCad(invoice.balanceCents)}` : ''}
              </p>
              <p>
                <a href={`/invoices/facture-${invoice.number}.pdf`} aria-label={T.pdfOf(invoice.number)}>
                  {T.pdf}
                </a>
              </p>
              {invoice.status === 'ISSUED' && invoice.balanceCents > 0 ? (
                <Button onClick={() => void startPayment(invoice.number)} disabled={paying !== null} aria-busy={paying === invoice.number} aria-label={T.payOf(invoice.number)}>
                  {paying === invoice.number ? T.paying : T.pay}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
