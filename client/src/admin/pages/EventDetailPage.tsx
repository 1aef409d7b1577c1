import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { EquipmentType } from '@shared/pricing/event-quote';
import { Role, roleAtLeast } from '@shared/roles';
import { EQUIPMENT, formatInteger, SERVICE_NAMES } from '@shared/pricing/event-catalogue';
import { EVENT_TYPE_LABELS } from '@shared/messages.fr';
import { adminPaths } from '../../lib/paths';
import {
  AdminCreateEventQuotePdfLinkDocument,
  AdminEventRequestDocument,
  AdminResendEventQuoteDocument,
  AdminUpdateEventStatusDocument,
  type AdminEventRequestQuery,
  type EventRequestStatus,
} from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../kit/DataTable';
import { ForceReasonForm } from '../kit/ForceReasonForm';
import { useSession } from '../kit/session-context';
import { useErrorText } from '../kit/i18n/error-text';
import { useAdminTitle } from '../kit/use-admin-title';
import { cad, clientLabel, dateRange, dateTime } from '../kit/format';
import { markSeen } from '../events/seen-events';
import { QuoteRevisionsPanel } from '../quotes/QuoteRevisionsPanel';
import styles from '../events/events.module.css';

/** The moves the server allows (events.service.ts EVENT_STATUS_TRANSITIONS). */
export const NEXT_STATUSES: Readonly<Record<EventRequestStatus, readonly EventRequestStatus[]>> = {
  PENDING: ['CONFIRMED', 'CANCELED'],
  CONFIRMED: ['DONE', 'CANCELED'],
  DONE: [],
  CANCELED: [],
};

function errorCode(error: unknown): unknown {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.['code'] : undefined;
}

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';
type PdfState = 'idle' | 'preparing' | 'failed';

/**
 * Starts the download of a signed PDF link. The server answers `Content-Disposition: attachment`,
 * so the browser saves the file and the page stays where it is.
 */
function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}

/** /admin/events/:id (back-office spec §2): the submission, resend of the quote e-mail and status moves. */
export function EventDetailPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.eventDetail'));
  const { id = '' } = useParams();
  const session = useSession();
  const errorText = useErrorText();
  const { data, loading, error } = useQuery(AdminEventRequestDocument, { variables: { id } });
  const [resend] = useMutation(AdminResendEventQuoteDocument);
  const [updateStatus] = useMutation(AdminUpdateEventStatusDocument);
  const [createPdfLink] = useMutation(AdminCreateEventQuotePdfLinkDocument);
  const [resendState, setResendState] = useState<ResendState>('idle');
  const [pdfState, setPdfState] = useState<PdfState>('idle');
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [moving, setMoving] = useState(false);
  // An ADMIN may mark done before the event's last day with a reason (server: done-before-date.ts).
  const [forcing, setForcing] = useState(false);
  const [forceReason, setForceReason] = useState('');
  const [forceError, setForceError] = useState<string | null>(null);

  useEffect(() => {
    if (data?.eventRequest) markSeen([data.eventRequest.id]);
  }, [data]);

  const back = (
    <>
      <Link className="events-detail__back" to={adminPaths.events.path}>
        ← {t('events.back')}
      </Link>
      <h1 className="admin-section__title">{t('pages.eventDetail')}</h1>
    </>
  );

  if (loading && !data) {
    return (
      <section className={`admin-section ${styles['events-detail']}`}>
        {back}
        <p role="status">{t('common.loading')}</p>
      </section>
    );
  }
  const event = data?.eventRequest;
  if (error || !event) {
    const code = errorCode(error);
    const text = code === 'NOT_FOUND' || !error ? t('events.notFound') : code === 'FORBIDDEN' ? t('events.forbidden') : t('events.detailFailed');
    return (
      <section className={`admin-section ${styles['events-detail']}`}>
        {back}
        <div role="alert">
          <Alert tone="error">
            <p>{text}</p>
          </Alert>
        </div>
      </section>
    );
  }

  const statusLabel = (s: EventRequestStatus) => t(`events.status.${s}`);

  const onResend = async () => {
    setResendState('sending');
    try {
      await resend({ variables: { id: event.id } });
      setResendState('sent');
    } catch {
      setResendState('failed');
    }
  };

  // A plain link to /invoices/… cannot carry the Authorization header: ask for a short-lived signed URL, then open it.
  const onDownloadPdf = async () => {
    setPdfState('preparing');
    try {
      const { data: link } = await createPdfLink({ variables: { id: event.id } });
      if (!link) throw new Error('no link');
      // Opened on this origin, like /graphql: the server that signed it serves the back-office too
      // (its absolute URL uses PUBLIC_URL, which may name another address behind a proxy or in development).
      const signed = new URL(link.createEventQuotePdfLink.url);
      startDownload(`${signed.pathname}${signed.search}`);
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  };

  const move = async (status: EventRequestStatus) => {
    if (!window.confirm(t('events.confirmMove', { status: statusLabel(status) }))) return;
    setFeedback(null);
    setMoving(true);
    try {
      await updateStatus({ variables: { input: { id: event.id, status } } });
      setFeedback({ tone: 'success', text: t('events.statusChanged', { status: statusLabel(status) }) });
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('events.statusFailed')) });
      // Refused because the event has not ended yet: an ADMIN is offered to force it with a reason.
      if (status === 'DONE' && errorCode(failure) === 'INVALID_STATUS_TRANSITION' && roleAtLeast(session.role, Role.ADMIN)) setForcing(true);
    } finally {
      setMoving(false);
    }
  };

  const forceDone = async () => {
    const reason = forceReason.trim();
    if (!reason) {
      setForceError(t('events.forceReasonRequired'));
      return;
    }
    setForceError(null);
    setFeedback(null);
    setMoving(true);
    try {
      await updateStatus({ variables: { input: { id: event.id, status: 'DONE', forceReason: reason } } });
      setForcing(false);
      setForceReason('');
      setFeedback({ tone: 'success', text: t('events.statusChanged', { status: statusLabel('DONE') }) });
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('events.statusFailed')) });
    } finally {
      setMoving(false);
    }
  };

  const resendLabel = { idle: t('events.resend'), sending: t('events.resending'), sent: t('events.resent'), failed: t('events.resendFailed') }[resendState];
  const pdfLabel = { idle: t('events.downloadPdf'), preparing: t('events.preparingPdf'), failed: t('events.pdfFailed') }[pdfState];
  const nextStatuses = NEXT_STATUSES[event.status];

  return (
    <section className={`admin-section ${styles['events-detail']}`}>
      {back}
      <p className="events-detail__id">{t('events.idLabel', { id: event.reference })}</p>
      <header className={styles['events__header']}>
        <p className="events-detail__client">{clientLabel(event)}</p>
        <span className={`${styles['events-pill']} ${styles[`events-pill--${event.status.toLowerCase()}`]}`}>{statusLabel(event.status)}</span>
      </header>
      <p>
        {event.email} · {dateRange(event.dateStart, event.dateEnd)}
      </p>
      <div className={styles['events__buttons']}>
        <Button variant="secondary" onClick={() => void onDownloadPdf()} disabled={pdfState === 'preparing'}>
          {pdfLabel}
        </Button>
        <Button variant="secondary" onClick={() => void onResend()} disabled={resendState === 'sending'}>
          {resendLabel}
        </Button>
      </div>
      <div className={styles['events-detail__sections']}>
        <section className="card" aria-labelledby="event-info">
          <h2 id="event-info">{t('events.information')}</h2>
          <dl>
            <dt>{t('events.client')}</dt>
            <dd>{clientLabel(event)}</dd>
            <dt>{t('events.event')}</dt>
            <dd>{event.eventName}</dd>
            <dt>{t('events.email')}</dt>
            <dd>{event.email || '—'}</dd>
            <dt>{t('events.address')}</dt>
            <dd>{event.address || '—'}</dd>
            <dt>{t('events.company')}</dt>
            <dd>{event.companyName || '—'}</dd>
            <dt>{t('events.neq')}</dt>
            <dd>{event.neq || '—'}</dd>
            <dt>{t('events.period')}</dt>
            <dd>{dateRange(event.dateStart, event.dateEnd)}</dd>
          </dl>
        </section>
        <section className={`card ${styles['events-detail__wide']}`} aria-labelledby="event-material">
          <h2 id="event-material">{t('events.material')}</h2>
          {event.materials.length === 0 && event.soldOutMaterials.length === 0 ? (
            <p>{t('events.noLines')}</p>
          ) : (
            <DataTable
              columns={[
                { header: t('events.type'), cell: (row) => row.label ?? equipmentName(row.type) },
                {
                  header: t('events.quantity'),
                  cell: (row) => (
                    <>
                      {row.granted}
                      {/* The wizard capped this count at what was left for the dates; sold out: no line, nothing priced (issue #25). */}
                      {row.asked != null && row.asked > row.granted && (
                        <span className={styles['events-unmet']}>{t('events.askedAvailable', { asked: row.asked, count: row.granted })}</span>
                      )}
                    </>
                  ),
                },
                { header: t('events.unitPrice'), cell: (row) => (row.unitPrice === null ? '—' : cad(row.unitPrice)) },
                { header: t('events.lineTotal'), cell: (row) => (row.lineTotal === null ? '—' : cad(row.lineTotal)) },
              ]}
              rows={materialRows(event)}
              rowKey={(row) => row.key}
            />
          )}
        </section>
        <section className="card" aria-labelledby="event-services">
          <h2 id="event-services">{t('events.services')}</h2>
          {event.services.length === 0 ? (
            <p>{t('events.noLines')}</p>
          ) : (
            <DataTable
              columns={[
                { header: t('events.serviceName'), cell: (line) => line.label },
                { header: t('events.price'), cell: (line) => cad(line.price) },
              ]}
              rows={event.services}
              rowKey={(line) => line.id}
            />
          )}
        </section>
        <section className="card" aria-labelledby="event-summary">
          <h2 id="event-summary">{t('events.summary')}</h2>
          <dl>
            <dt>{t('events.materialCount')}</dt>
            <dd>{event.materials.length}</dd>
            <dt>{t('events.serviceCount')}</dt>
            <dd>{event.services.length}</dd>
            <dt>{t('events.statusColumn')}</dt>
            <dd>{statusLabel(event.status)}</dd>
            <dt>{t('events.estimatedTotal')}</dt>
            <dd>{cad(event.total)}</dd>
          </dl>
        </section>
        <OriginalRequest event={event} />
        {roleAtLeast(session.role, Role.MANAGER) && (
          <section className="card" aria-labelledby="event-actions">
            <h2 id="event-actions">{t('events.quickActions')}</h2>
            {nextStatuses.length === 0 ? (
              <p>{t('events.noMoves')}</p>
            ) : (
              <div className={styles['events__buttons']}>
                {nextStatuses.map((status) => (
                  <Button key={status} variant="secondary" disabled={moving} onClick={() => void move(status)}>
                    {t('events.moveTo', { status: statusLabel(status) })}
                  </Button>
                ))}
              </div>
            )}
            {forcing && nextStatuses.includes('DONE') && (
              <ForceReasonForm
                id="event-force-reason"
                title={t('events.forceTitle')}
                label={t('events.forceReason')}
                submitLabel={t('events.forceSubmit')}
                value={forceReason}
                error={forceError}
                busy={moving}
                onChange={setForceReason}
                onSubmit={() => void forceDone()}
              />
            )}
            {feedback && (
              <div role={feedback.tone === 'error' ? 'alert' : 'status'}>
                <Alert tone={feedback.tone}>
                  <p>{feedback.text}</p>
                </Alert>
              </div>
            )}
          </section>
        )}
        {roleAtLeast(session.role, Role.MANAGER) && <QuoteRevisionsPanel eventRequestId={event.id} materials={event.materials} services={event.services} />}
      </div>
    </section>
  );
}

type DetailedEvent = NonNullable<AdminEventRequestQuery['eventRequest']>;

const equipmentName = (type: string) => EQUIPMENT[type as EquipmentType]?.name ?? type;

/** One row of the equipment tables: a priced line (maybe capped at what was left), or a type asked for with none left (issue #25). */
interface MaterialRow {
  key: string;
  type: string;
  label: string | null;
  asked: number | null;
  granted: number;
  unitPrice: number | null;
  lineTotal: number | null;
}

function materialRows(event: DetailedEvent): MaterialRow[] {
  return [
    ...event.materials.map((line) => ({ key: line.id, type: line.type, label: line.label ?? null, asked: line.askedQuantity ?? null, granted: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal })),
    ...event.soldOutMaterials.map((ask) => ({ key: `sold-out-${ask.type}`, type: ask.type, label: null, asked: ask.askedQuantity, granted: 0, unitPrice: null, lineTotal: null })),
  ];
}

/**
 * The request as the customer sent it from the site's form, one click away (issue #25): what they
 * described, each equipment with the count asked and the count granted (catalogue names), the
 * services chosen and the estimate they were shown. Staff's revisions live in the quote panel.
 */
function OriginalRequest({ event }: { event: DetailedEvent }) {
  const { t } = useTranslation();
  const dash = (text: string) => text.trim() || '—';
  return (
    <section className={`card ${styles['events-detail__wide']}`} aria-labelledby="event-original">
      <h2 id="event-original">{t('events.original')}</h2>
      <details className={styles['events-original']}>
        <summary>{t('events.originalShow')}</summary>
        <dl>
          <dt>{t('events.originalReceived')}</dt>
          <dd>{dateTime(event.createdAt)}</dd>
          <dt>{t('events.event')}</dt>
          <dd>{event.eventName}</dd>
          <dt>{t('events.eventType')}</dt>
          <dd>{EVENT_TYPE_LABELS[event.eventType as keyof typeof EVENT_TYPE_LABELS] ?? event.eventType}</dd>
          <dt>{t('events.period')}</dt>
          <dd>{dateRange(event.dateStart, event.dateEnd)}</dd>
          <dt>{t('events.address')}</dt>
          <dd>{dash(event.address)}</dd>
          <dt>{t('events.participants')}</dt>
          <dd>{formatInteger(event.participants)}</dd>
          <dt>{t('events.area')}</dt>
          <dd>{event.superficie ? formatInteger(event.superficie) : '—'}</dd>
          <dt>{t('events.zones')}</dt>
          <dd>{event.zones || '—'}</dd>
          <dt>{t('events.company')}</dt>
          <dd>{dash(event.companyName)}</dd>
          <dt>{t('events.neq')}</dt>
          <dd>{dash(event.neq)}</dd>
          <dt>{t('events.email')}</dt>
          <dd>{dash(event.email)}</dd>
          <dt>{t('events.phone')}</dt>
          <dd>{dash(event.phone)}</dd>
          <dt>{t('events.website')}</dt>
          <dd>{dash(event.website)}</dd>
          <dt>{t('events.comments')}</dt>
          <dd className={styles['events-original__comments']}>{dash(event.commentaires)}</dd>
        </dl>
        <h3>{t('events.equipmentAsked')}</h3>
        {event.materials.length === 0 && event.soldOutMaterials.length === 0 ? (
          <p>{t('events.noLines')}</p>
        ) : (
          <DataTable
            columns={[
              { header: t('events.type'), cell: (row) => equipmentName(row.type) },
              { header: t('events.asked'), cell: (row) => Math.max(row.asked ?? 0, row.granted) },
              { header: t('events.granted'), cell: (row) => row.granted },
            ]}
            rows={materialRows(event)}
            rowKey={(row) => row.key}
          />
        )}
        <h3>{t('events.servicesAsked')}</h3>
        {event.services.length === 0 ? (
          <p>{t('events.noLines')}</p>
        ) : (
          <ul>
            {event.services.map((line) => (
              <li key={line.id}>
                {SERVICE_NAMES[line.name as keyof typeof SERVICE_NAMES] ?? line.label}
                {line.name === 'staff' && event.staffCount > 0 ? ` (${t('events.staffCount')} : ${event.staffCount})` : ''}
              </li>
            ))}
          </ul>
        )}
        <p>
          {t('events.originalTotal')} : <strong>{cad(event.total)}</strong>
        </p>
      </details>
    </section>
  );
}
