import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentType } from '@shared/pricing/event-quote';
import { applyTaxes } from '@shared/pricing/taxes';
import { EQUIPMENT } from '@shared/pricing/event-catalogue';
import {
  AdminEventQuoteDocument,
  AdminSaveQuoteRevisionDocument,
  AdminSendQuoteRevisionDocument,
  type AdminQuoteRevision_FieldsFragment,
} from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { getToken } from '../kit/token-storage';
import { useErrorText } from '../kit/i18n/error-text';
import { cad } from '../kit/format';
import styles from './QuoteRevisionsPanel.module.css';
import { RevisionAvailabilityWarning } from './RevisionAvailabilityWarning';

interface DraftLine {
  kind: 'equipment' | 'service';
  code: string;
  description: string;
  quantity: string;
  days: string;
  unitPrice: string;
}

export interface QuoteRevisionsPanelProps {
  eventRequestId: string;
  /** Starting lines when there is no revision yet: the request's own lines. */
  /** `label`: the price-list name stored with the line (issue #28); absent on older lines. */
  materials: readonly { type: string; label?: string | null; quantity: number; days: number; unitPrice: number }[];
  services: readonly { label: string; price: number }[];
}

const DATE_TIME = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });
const when = (iso: string | null | undefined) => (iso ? DATE_TIME.format(new Date(iso)) : '—');
const AMOUNT = new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Cents as staff read and type them, the fr-CA way: 123456 → '1 234,56' (issue #25). */
export const toDollars = (cents: number) => AMOUNT.format(cents / 100);
/** '1 234,56', '1234,56' or '1234.56' → 123456; NaN when not an amount (at most 2 decimals). */
export const toCents = (value: string) => {
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d{0,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
};

function linesOf(revision: AdminQuoteRevision_FieldsFragment | undefined, props: QuoteRevisionsPanelProps): DraftLine[] {
  if (revision) {
    return revision.lines.map((l) => ({
      kind: l.kind === 'equipment' ? 'equipment' : 'service',
      code: l.code,
      description: l.description,
      quantity: String(l.quantity),
      days: String(l.days),
      unitPrice: toDollars(l.unitPriceCents),
    }));
  }
  return [
    ...props.materials.map((m) => ({ kind: 'equipment' as const, code: m.type, description: m.label ?? EQUIPMENT[m.type as EquipmentType]?.name ?? m.type, quantity: String(m.quantity), days: String(m.days), unitPrice: toDollars(m.unitPrice) })),
    ...props.services.map((s) => ({ kind: 'service' as const, code: '', description: s.label, quantity: '1', days: '1', unitPrice: toDollars(s.price) })),
  ];
}

/**
 * Event detail, MANAGER and up: the quote's revisions (status, PDF, "Envoyer au client", the
 * client's signature record), the editor of revision n + 1 (amounts previewed here with the same
 * pure tax calculator, recomputed by the server on save), and the quote's stored transitions.
 */
export function QuoteRevisionsPanel(props: QuoteRevisionsPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const { data, loading, error, refetch } = useQuery(AdminEventQuoteDocument, { variables: { eventRequestId: props.eventRequestId } });
  const [save, saving] = useMutation(AdminSaveQuoteRevisionDocument);
  const [send, sending] = useMutation(AdminSendQuoteRevisionDocument);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const revisions = data?.eventQuoteRevisions ?? [];
  const latest = revisions[0];
  const [lines, setLines] = useState<DraftLine[] | null>(null);
  const [discountLabel, setDiscountLabel] = useState('');
  const [discount, setDiscount] = useState('');
  const [note, setNote] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const draft = lines ?? linesOf(latest, props);
  const locked = revisions.some((r) => r.status === 'ACCEPTED');

  const preview = useMemo(() => {
    const gross = draft.reduce((sum, l) => {
      const amount = (Number(l.quantity) || 0) * (toCents(l.unitPrice) || 0) * (l.kind === 'equipment' ? Number(l.days) || 1 : 1);
      return sum + amount;
    }, 0);
    const cut = toCents(discount || '0') || 0;
    return applyTaxes(Math.max(0, gross - cut));
  }, [draft, discount]);

  const setLine = (index: number, patch: Partial<DraftLine>) => setLines(draft.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    try {
      const result = await save({
        variables: {
          input: {
            eventRequestId: props.eventRequestId,
            lines: draft.map((l) => ({
              kind: l.kind,
              code: l.kind === 'equipment' ? l.code || null : null,
              description: l.description,
              quantity: Number(l.quantity),
              days: l.kind === 'equipment' ? Number(l.days) || 1 : null,
              unitPriceCents: toCents(l.unitPrice),
            })),
            discountLabel: discountLabel || null,
            discountCents: toCents(discount || '0') || 0,
            note: note || null,
            validUntil: validUntil || null,
          },
        },
      });
      setLines(null);
      await refetch();
      setFeedback({ tone: 'success', text: t('quotes.saved', { number: result.data?.saveQuoteRevision.number ?? '' }) });
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('quotes.saveFailed')) });
    }
  };

  const onSend = async (revisionId: string) => {
    setFeedback(null);
    try {
      await send({ variables: { revisionId } });
      await refetch();
      setFeedback({ tone: 'success', text: t('quotes.sent') });
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('quotes.sendFailed')) });
    }
  };

  const onPdf = async (revision: AdminQuoteRevision_FieldsFragment) => {
    try {
      const response = await fetch(revision.pdfPath, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `soumission-r${revision.number}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFeedback({ tone: 'error', text: t('quotes.pdfFailed') });
    }
  };

  return (
    <section className={`card ${styles.panel}`} aria-labelledby={`${id}-title`} data-testid="quote-panel">
      <h2 id={`${id}-title`}>{t('quotes.title')}</h2>
      {feedback && (
        <div role={feedback.tone === 'error' ? 'alert' : 'status'}>
          <Alert tone={feedback.tone}>
            <p>{feedback.text}</p>
          </Alert>
        </div>
      )}
      {loading && !data ? (
        <p role="status">…</p>
      ) : error && !data ? (
        <Alert tone="error">
          <p>{errorText(error, t('quotes.loadFailed'))}</p>
        </Alert>
      ) : (
        <>
          <h3>{t('quotes.revisions')}</h3>
          {revisions.length === 0 ? (
            <p>{t('quotes.noRevision')}</p>
          ) : (
            <ul className={styles.revisions}>
              {revisions.map((r) => (
                <li key={r.id} className={styles.revision} data-testid={`revision-${r.number}`}>
                  <div className={styles.revisionHeader}>
                    <h4 className={styles.revisionTitle}>
                      {t('quotes.revision', { number: r.number })} — <span className={`events-pill events-pill--${r.status.toLowerCase()}`}>{t(`quotes.statuses.${r.status}`)}</span>
                    </h4>
                    <span>{t('quotes.total', { amount: r.totalFormatted })}</span>
                  </div>
                  <p className={styles.muted}>
                    {t('quotes.createdAt', { date: when(r.createdAt) })}
                    {r.sentAt ? ` · ${t('quotes.sentAt', { date: when(r.sentAt) })}` : ''} · {t('quotes.validUntil', { date: r.validUntil })}
                  </p>
                  {r.status === 'ACCEPTED' && (
                    <div className={styles.signature}>
                      <strong>{t('quotes.signature')}</strong>
                      <p>{t('quotes.signedBy', { name: r.acceptedName ?? '', date: when(r.answeredAt) })}</p>
                      <p>{t('quotes.terms', { version: r.termsVersion ?? '' })}</p>
                      <p>{t('quotes.hash', { hash: r.acceptedContentHash ?? '' })}</p>
                      <p>{t('quotes.userAgent', { agent: r.acceptedUserAgent ?? '' })}</p>
                    </div>
                  )}
                  {r.status === 'ACCEPTED' && (
                    // What the client signed, as the quote's PDF and the invoices bill it (issue #25).
                    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('quotes.acceptedLines', { number: r.number })}>
                      <table className="admin-table">
                        <thead>
                          <tr>
                            <th scope="col">{t('quotes.description')}</th>
                            <th scope="col">{t('quotes.quantity')}</th>
                            <th scope="col">{t('quotes.days')}</th>
                            <th scope="col">{t('quotes.amount')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {r.lines.map((l, i) => (
                            <tr key={i}>
                              <td>{l.description}</td>
                              <td>{l.quantity}</td>
                              <td>{t('quotes.daysValue', { count: l.days })}</td>
                              <td>{cad(l.amountCents)}</td>
                            </tr>
                          ))}
                        </tbody>
                        <tfoot>
                          {r.discountCents > 0 && (
                            <tr>
                              <th scope="row" colSpan={3}>
                                {r.discountLabel || t('quotes.discount')}
                              </th>
                              <td>−{cad(r.discountCents)}</td>
                            </tr>
                          )}
                          <tr>
                            <th scope="row" colSpan={3}>
                              {t('quotes.subtotal')}
                            </th>
                            <td>{cad(r.subtotalCents)}</td>
                          </tr>
                          <tr>
                            <th scope="row" colSpan={3}>
                              {t('quotes.grandTotal')}
                            </th>
                            <td>{r.totalFormatted}</td>
                          </tr>
                        </tfoot>
                      </table>
                    </div>
                  )}
                  {r.status === 'DECLINED' && <p>{t('quotes.declined', { date: when(r.answeredAt), reason: r.declineReason || t('quotes.noReason') })}</p>}
                  <div className={styles.buttons}>
                    <Button variant="secondary" onClick={() => void onPdf(r)}>
                      {t('quotes.pdf', { number: r.number })}
                    </Button>
                    {r.status === 'DRAFT' && r.id === latest?.id && (
                      <Button onClick={() => void onSend(r.id)} disabled={sending.loading}>
                        {sending.loading ? t('quotes.sending') : t('quotes.send')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}

          {locked ? (
            <p>{t('quotes.locked')}</p>
          ) : (
            <form className="form" onSubmit={(e) => void onSave(e)} aria-labelledby={`${id}-editor`}>
              <h3 id={`${id}-editor`}>{t('quotes.editor')}</h3>
              <p className={styles.muted}>{t('quotes.editorFrom')}</p>
              <RevisionAvailabilityWarning eventRequestId={props.eventRequestId} lines={draft} />
              <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('quotes.editor')}>
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('quotes.kind')}</th>
                      <th scope="col">{t('quotes.description')}</th>
                      <th scope="col">{t('quotes.quantity')}</th>
                      <th scope="col">{t('quotes.days')}</th>
                      <th scope="col">{t('quotes.unitPrice')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('quotes.remove')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {draft.map((line, index) => {
                      const n = index + 1;
                      return (
                        <tr key={index}>
                          <td>{t(`quotes.kinds.${line.kind}`)}</td>
                          <td>
                            <input
                              className={styles.lineInput}
                              aria-label={`${t('quotes.description')} ${n}`}
                              value={line.description}
                              required
                              onChange={(e) => setLine(index, { description: e.target.value })}
                            />
                          </td>
                          <td>
                            <input className={styles.lineInput} aria-label={`${t('quotes.quantity')} ${n}`} inputMode="numeric" value={line.quantity} onChange={(e) => setLine(index, { quantity: e.target.value })} />
                          </td>
                          <td>
                            {line.kind === 'equipment' ? (
                              <input className={styles.lineInput} aria-label={`${t('quotes.days')} ${n}`} inputMode="numeric" value={line.days} onChange={(e) => setLine(index, { days: e.target.value })} />
                            ) : (
                              '—'
                            )}
                          </td>
                          <td>
                            <input className={styles.lineInput} aria-label={`${t('quotes.unitPrice')} ${n}`} inputMode="decimal" value={line.unitPrice} onChange={(e) => setLine(index, { unitPrice: e.target.value })} />
                          </td>
                          <td>
                            <Button variant="ghost" onClick={() => setLines(draft.filter((_, i) => i !== index))} aria-label={t('quotes.removeLine', { number: n })}>
                              {t('quotes.remove')}
                            </Button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <div className={styles.buttons}>
                <Button variant="secondary" onClick={() => setLines([...draft, { kind: 'equipment', code: '', description: '', quantity: '1', days: '1', unitPrice: '0,00' }])}>
                  {t('quotes.addEquipment')}
                </Button>
                <Button variant="secondary" onClick={() => setLines([...draft, { kind: 'service', code: '', description: '', quantity: '1', days: '1', unitPrice: '0,00' }])}>
                  {t('quotes.addService')}
                </Button>
              </div>
              <div className={styles.fields}>
                <div className="field">
                  <label htmlFor={`${id}-discount-label`}>{t('quotes.discountLabel')}</label>
                  <input id={`${id}-discount-label`} value={discountLabel} onChange={(e) => setDiscountLabel(e.target.value)} />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-discount`}>{t('quotes.discount')}</label>
                  <input id={`${id}-discount`} inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.target.value)} />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-valid`}>{t('quotes.validUntilField')}</label>
                  <input id={`${id}-valid`} type="date" value={validUntil} aria-describedby={`${id}-valid-hint`} onChange={(e) => setValidUntil(e.target.value)} />
                  <p id={`${id}-valid-hint`} className={styles.muted}>
                    {t('quotes.validUntilHint')}
                  </p>
                </div>
                <div className="field">
                  <label htmlFor={`${id}-note`}>{t('quotes.note')}</label>
                  <textarea id={`${id}-note`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
                </div>
              </div>
              <dl className={styles.totals}>
                <dt>{t('quotes.subtotal')}</dt>
                <dd>{cad(preview.subtotal)}</dd>
                <dt>{t('quotes.gst')}</dt>
                <dd>{cad(preview.gst)}</dd>
                <dt>{t('quotes.qst')}</dt>
                <dd>{cad(preview.qst)}</dd>
                <dt>{t('quotes.grandTotal')}</dt>
                <dd>
                  <strong>{cad(preview.total)}</strong>
                </dd>
              </dl>
              <div>
                <Button type="submit" disabled={saving.loading}>
                  {saving.loading ? t('quotes.saving') : t('quotes.save')}
                </Button>
              </div>
            </form>
          )}

          <h3>{t('quotes.timeline')}</h3>
          {(data?.eventTimeline ?? []).length === 0 ? (
            <p>{t('quotes.noTimeline')}</p>
          ) : (
            <ol>
              {data!.eventTimeline.map((entry, index) => (
                <li key={index}>
                  <strong>{entry.label}</strong> — {when(entry.at)} · {t(`quotes.actors.${entry.actor}`, { defaultValue: entry.actor })}
                  {entry.actorName ? ` (${entry.actorName})` : ''}
                  {entry.message ? ` : « ${entry.message} »` : ''}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
