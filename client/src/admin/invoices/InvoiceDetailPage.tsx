import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { adminPaths } from '../../lib/paths';
import {
  AdminCreateInvoiceCheckoutDocument,
  AdminInvoiceDocument,
  AdminIssueCreditNoteDocument,
  AdminRecordInvoicePaymentDocument,
  AdminRefundInvoicePaymentDocument,
  AdminVoidInvoicePaymentDocument,
  type AdminInvoiceQuery,
  type PaymentMethod,
} from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { getToken } from '../kit/token-storage';
import { useErrorText } from '../kit/i18n/error-text';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import { torontoToday } from '../kit/format';
import { parseDollars, useInvoiceFormat } from './invoice-format';
import styles from './Invoices.module.css';

type OpenForm = { kind: 'payment' } | { kind: 'credit' } | { kind: 'void'; paymentId: string } | { kind: 'refund'; paymentId: string } | null;
const OFFLINE: PaymentMethod[] = ['INTERAC', 'CHEQUE', 'CASH'];

/** /admin/factures/:number — an invoice, its payments and credit notes; staff record, void, refund, credit, download. */
export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const { id: number = '' } = useParams();
  useAdminTitle(`${t('invoices.title')} ${number}`);
  const { data, loading, error, refetch } = useQuery(AdminInvoiceDocument, { variables: { number } });
  const reload = () => refetch().catch(() => undefined);
  const notFound = Boolean(error && !data && error.message.includes('introuvable'));

  return (
    <section className="admin-page">
      <p>
        <Link to={adminPaths.invoices.href()}>{t('invoices.back')}</Link>
      </p>
      {notFound ? (
        <p className="admin-empty">{t('invoices.notFound')}</p>
      ) : (
        <QueryView loading={loading} error={error} data={data?.invoice} errorMessage={t('invoices.loadFailed')} onRetry={() => void reload()}>
          {(invoice) => <InvoiceDetail invoice={invoice} refetch={reload} />}
        </QueryView>
      )}
    </section>
  );
}

/** The invoice once loaded: its header, actions, lines, totals, payments and credit notes. */
function InvoiceDetail({ invoice, refetch }: { invoice: AdminInvoiceQuery['invoice']; refetch: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const errorText = useErrorText();
  const [recordPayment] = useMutation(AdminRecordInvoicePaymentDocument);
  const [voidPayment] = useMutation(AdminVoidInvoicePaymentDocument);
  const [issueCreditNote] = useMutation(AdminIssueCreditNoteDocument);
  const [refundPayment] = useMutation(AdminRefundInvoicePaymentDocument);
  const [createCheckout] = useMutation(AdminCreateInvoiceCheckoutDocument);
  const [open, setOpen] = useState<OpenForm>(null);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('INTERAC');
  const [date, setDate] = useState(torontoToday());
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);

  const start = (form: OpenForm) => {
    setOpen(form);
    setAmount('');
    setText('');
    setFieldError(null);
    setMessage(null);
  };
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setOpen(null);
      setMessage({ tone: 'success', text: t('invoices.saved') });
      await refetch();
    } catch (e) {
      setMessage({ tone: 'error', text: errorText(e, t('invoices.actionFailed')) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!open) return;
    const cents = parseDollars(amount);
    if (open.kind !== 'void' && cents === null) return setFieldError(t('invoices.amountInvalid'));
    if (open.kind !== 'payment' && !text.trim()) return setFieldError(t('invoices.reasonRequired'));
    setFieldError(null);
    if (open.kind === 'payment') void run(() => recordPayment({ variables: { input: { number: invoice.number, amountCents: cents!, method, date, reference: text.trim() || null } } }));
    if (open.kind === 'credit') void run(() => issueCreditNote({ variables: { input: { number: invoice.number, amountCents: cents!, reason: text.trim() } } }));
    if (open.kind === 'refund') void run(() => refundPayment({ variables: { input: { paymentId: open.paymentId, amountCents: cents!, reason: text.trim() } } }));
    if (open.kind === 'void') void run(() => voidPayment({ variables: { input: { paymentId: open.paymentId, reason: text.trim() } } }));
  };
  const downloadPdf = async () => {
    setMessage(null);
    try {
      const res = await fetch(`/invoices/facture-${encodeURIComponent(invoice.number)}.pdf`, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `facture-${invoice.number}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setMessage({ tone: 'error', text: t('invoices.pdfFailed') });
    }
  };
  const paymentLink = async () => {
    setMessage(null);
    try {
      const res = await createCheckout({ variables: { number: invoice.number } });
      const url = res.data?.createInvoiceCheckout.url ?? '';
      setCheckoutUrl(url.startsWith('/') ? `${window.location.origin}${url}` : url);
    } catch (e) {
      setMessage({ tone: 'error', text: errorText(e, t('invoices.actionFailed')) });
    }
  };

  const formTitle = open && { payment: t('invoices.recordPayment'), credit: t('invoices.issueCreditNote'), refund: t('invoices.refundPayment'), void: t('invoices.voidPayment') }[open.kind];
  const open_ = invoice.status !== 'VOID';

  return (
    <>
      <h1 className="admin-page__title">
        {invoice.number} — {t(`invoices.kinds.${invoice.kind}`)} ({t(`invoices.statuses.${invoice.status}`)})
      </h1>
      <p>
        {invoice.clientName} · <a href={`mailto:${invoice.clientEmail}`}>{invoice.clientEmail}</a>
        {invoice.clientAddress ? ` · ${invoice.clientAddress}` : ''}
        <br />
        {t('invoices.issuedAt')} {format.date(invoice.issuedAt)} · {t('invoices.dueDate')} {format.day(invoice.dueDate)} · {t('invoices.terms')} : {invoice.terms}
        {invoice.voidReason ? ` · ${t('invoices.voided', { reason: invoice.voidReason })}` : ''}
      </p>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void downloadPdf()}>
          {t('invoices.pdf')}
        </Button>
        {open_ && invoice.balanceCents > 0 ? (
          <>
            <Button onClick={() => start({ kind: 'payment' })}>{t('invoices.recordPayment')}</Button>
            <Button variant="secondary" onClick={() => void paymentLink()}>
              {t('invoices.paymentLink')}
            </Button>
          </>
        ) : null}
        {open_ ? (
          <Button variant="secondary" onClick={() => start({ kind: 'credit' })}>
            {t('invoices.issueCreditNote')}
          </Button>
        ) : null}
      </div>
      {message ? (
        <div role={message.tone === 'error' ? 'alert' : 'status'}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
      {checkoutUrl ? (
        <p role="status">
          {t('invoices.paymentLinkReady', { amount: format.cad(invoice.balanceCents) })}{' '}
          <a className={styles.link} href={checkoutUrl}>
            {checkoutUrl}
          </a>
        </p>
      ) : null}

      {open ? (
        <form className={styles.form} onSubmit={submit} aria-label={formTitle ?? undefined} noValidate>
          <h2 className="admin-section__title">{formTitle}</h2>
          {open.kind !== 'void' ? (
            <TextField id="invoice-amount" label={t('invoices.amountDollars')} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required error={fieldError && !parseDollars(amount) ? fieldError : undefined} />
          ) : null}
          {open.kind === 'payment' ? (
            <>
              <SelectField id="invoice-method" label={t('invoices.method')} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)} options={OFFLINE.map((value) => ({ value, label: t(`invoices.methods.${value}`) }))} />
              <TextField id="invoice-date" type="date" label={t('invoices.date')} value={date} onChange={(e) => setDate(e.target.value)} required />
              <TextField id="invoice-reference" label={t('invoices.reference')} value={text} onChange={(e) => setText(e.target.value)} maxLength={200} />
            </>
          ) : (
            <TextField id="invoice-reason" label={t('invoices.reason')} value={text} onChange={(e) => setText(e.target.value)} required maxLength={500} error={fieldError && !text.trim() ? fieldError : undefined} />
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {open.kind === 'void' || open.kind === 'refund' ? t('invoices.confirm') : t('invoices.save')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('invoices.cancel')}
            </Button>
          </div>
        </form>
      ) : null}

      <h2 className="admin-section__title">{t('invoices.lines')}</h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('invoices.description')}</th>
            <th scope="col" className={styles.amount}>{t('invoices.quantity')}</th>
            <th scope="col" className={styles.amount}>{t('invoices.unitPrice')}</th>
            <th scope="col" className={styles.amount}>{t('invoices.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row" data-label={t('invoices.description')}>{line.description}</th>
              <td data-label={t('invoices.quantity')} className={styles.amount}>{line.quantity}</td>
              <td data-label={t('invoices.unitPrice')} className={styles.amount}>{format.cad(line.unitPriceCents)}</td>
              <td data-label={t('invoices.amount')} className={styles.amount}>{format.cad(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <dt>{t('invoices.subtotal')}</dt>
        <dd>{format.cad(invoice.subtotalCents)}</dd>
        <dt>{t('invoices.gst')}</dt>
        <dd>{format.cad(invoice.gstCents)}</dd>
        <dt>{t('invoices.qst')}</dt>
        <dd>{format.cad(invoice.qstCents)}</dd>
        <dt>{t('invoices.total')}</dt>
        <dd>{format.cad(invoice.totalCents)}</dd>
        <dt>{t('invoices.paid')}</dt>
        <dd>{format.cad(invoice.paidCents)}</dd>
        <dt>{t('invoices.credited')}</dt>
        <dd>{format.cad(invoice.creditedCents)}</dd>
        <dt>{t('invoices.balance')}</dt>
        <dd>{format.cad(invoice.balanceCents)}</dd>
      </dl>

      <h2 className="admin-section__title">{t('invoices.payments')}</h2>
      {invoice.payments.length === 0 ? (
        <p className="admin-empty">{t('invoices.noPayments')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('invoices.receivedAt')}</th>
              <th scope="col">{t('invoices.method')}</th>
              <th scope="col">{t('invoices.reference')}</th>
              <th scope="col" className={styles.amount}>{t('invoices.amount')}</th>
              <th scope="col">{t('invoices.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.payments.map((payment) => {
              const amountText = format.cad(payment.amountCents);
              const refundable = payment.kind === 'PAYMENT' && payment.method === 'CARD' && !payment.voidedAt && payment.refundedCents < payment.amountCents;
              const voidable = payment.kind === 'PAYMENT' && payment.method !== 'CARD' && !payment.voidedAt;
              return (
                <tr key={payment.id} className={payment.voidedAt ? styles.voided : undefined}>
                  <th scope="row" data-label={t('invoices.receivedAt')}>
                    {format.date(payment.receivedAt)}
                    {payment.kind === 'REFUND' ? ` — ${t('invoices.refund')}` : ''}
                  </th>
                  <td data-label={t('invoices.method')}>{t(`invoices.methods.${payment.method}`)}</td>
                  <td data-label={t('invoices.reference')}>
                    {payment.reference ?? ''}
                    {payment.voidedAt ? ` ${t('invoices.voided', { reason: payment.voidReason ?? '' })}` : ''}
                  </td>
                  <td data-label={t('invoices.amount')} className={styles.amount}>
                    {payment.kind === 'REFUND' ? `-${amountText}` : amountText}
                  </td>
                  <td data-label={t('invoices.actions')}>
                    {voidable ? (
                      <Button variant="secondary" onClick={() => start({ kind: 'void', paymentId: payment.id })} aria-label={t('invoices.voidPaymentOf', { amount: amountText })}>
                        {t('invoices.voidPayment')}
                      </Button>
                    ) : null}
                    {refundable ? (
                      <Button variant="secondary" onClick={() => start({ kind: 'refund', paymentId: payment.id })} aria-label={t('invoices.refundPaymentOf', { amount: amountText })}>
                        {t('invoices.refundPayment')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      <h2 className="admin-section__title">{t('invoices.creditNotes')}</h2>
      {invoice.creditNotes.length === 0 ? (
        <p className="admin-empty">{t('invoices.noCreditNotes')}</p>
      ) : (
        <ul>
          {invoice.creditNotes.map((note) => (
            <li key={note.id}>
              {note.number} — {format.date(note.issuedAt)} — {note.reason} — {format.cad(-note.totalCents)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
