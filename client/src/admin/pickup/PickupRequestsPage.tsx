import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  EstimatePickupDocument,
  type PickupStatus,
  SchedulePickupDocument,
  UpdatePickupStatusDocument,
  type AdminPickup_RequestFragment,
  AdminPickupPhotosDocument,
} from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { Role, roleAtLeast } from '@shared/roles';
import { ForceReasonForm } from '../kit/ForceReasonForm';
import { useSession } from '../kit/session-context';
import { useErrorText } from '../kit/i18n/error-text';
import { useAdminTitle } from '../kit/use-admin-title';
import { LoadMore } from '../kit/LoadMore';
import { usePickupRequests } from './use-pickup-requests';
import { usePickupFormat } from '../kit/pickup-format';
import { UnverifiedBadge } from '../kit/UnverifiedBadge';
import { PickupTimeline } from './PickupTimeline';
import { DataTable } from '../kit/DataTable';
import { QueryView } from '../kit/QueryView';
import styles from './PickupRequestsPage.module.css';

type Request = AdminPickup_RequestFragment;
const STATUSES: PickupStatus[] = ['NEW', 'ESTIMATED', 'SCHEDULED', 'DONE', 'CANCELED'];
const SLOTS = ['AM', 'PM', '08:00-10:00', '10:00-12:00', '13:00-15:00', '15:00-17:00'];

/** '149,50' or '149.50' → 14950; null when not a positive amount. */
export function dollarsToCents(value: string): number | null {
  const amount = Number(value.trim().replace(/\s/g, '').replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * 100);
}

/**
 * /admin/ramassage: pickup requests with their status (new → estimated → scheduled → done, or
 * canceled), and the selected one (`?id=`) in a detail panel with the next step's actions. The
 * server sends the customer's e-mails at estimate and at scheduling.
 */
export function PickupRequestsPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.pickups'));
  const format = usePickupFormat();
  const [params, setParams] = useSearchParams();
  const [statusFilter, setStatusFilter] = useState('');
  const { data, loading, error, refetch, connection, requests, loadMore } = usePickupRequests();
  const shown = requests.filter((request) => statusFilter === '' || request.status === statusFilter);
  const selectedId = params.get('id');
  const selected = selectedId ? requests.find((request) => request.id === selectedId) : undefined;
  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: false });

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('pages.pickups')}</h1>
      <p>{t('pickups.lead')}</p>
      {selectedId && data && !selected ? (
        <Alert tone="error">
          <p>{t('pickups.notFound')}</p>
        </Alert>
      ) : null}
      {selected ? <PickupDetail key={selected.id} request={selected} onClose={() => select(null)} /> : null}
      <div className="card admin-section">
        <SelectField
          id="pickup-status-filter"
          label={t('pickups.statusFilter')}
          value={statusFilter}
          onChange={(event) => setStatusFilter(event.target.value)}
          options={[{ value: '', label: t('pickups.allStatuses') }, ...STATUSES.map((status) => ({ value: status, label: t(`pickups.statuses.${status}`) }))]}
        />
        <QueryView
          loading={loading}
          error={error}
          data={data}
          errorMessage={t('pickups.loadFailed')}
          onRetry={() => void refetch().catch(() => undefined)}
          isEmpty={() => shown.length === 0}
          empty={t('pickups.empty')}
        >
          {() => (
            <DataTable
              className="pickups-table"
              rows={shown}
              rowKey={(request) => request.id}
              rowProps={(request) => ({ 'aria-current': request.id === selectedId ? 'true' : undefined })}
              columns={[
                {
                  header: t('orders.client'),
                  rowHeader: true,
                  cell: (request) => (
                    <>
                      <span>{request.fullName}</span>
                      <UnverifiedBadge kind="PICKUP" id={request.id} unverified={request.unverified} name={request.fullName} />
                    </>
                  ),
                },
                {
                  header: t('orders.date'),
                  cell: (request) => format.dateTime(request.createdAt),
                },
                {
                  header: t('pickups.status'),
                  cell: (request) => (
                    <span className={`pickup-status pickup-status--${request.status.toLowerCase()}`}>{t(`pickups.statuses.${request.status}`)}</span>
                  ),
                },
                {
                  header: t('pickups.estimate'),
                  cell: (request) => (request.estimateCents === null ? t('pickups.none') : format.cad(request.estimateCents)),
                },
                {
                  header: t('pickups.scheduled'),
                  cell: (request) => (request.scheduledDate ? `${format.day(request.scheduledDate)} · ${request.scheduledSlot ?? ''}` : t('pickups.none')),
                },
                {
                  header: t('orders.actions'),
                  cell: (request) => (
                    <Button
                      variant="secondary"
                      onClick={() => select(request.id)}
                      aria-label={t('orders.detailsOf', { name: request.fullName })}
                    >
                      {t('orders.details')}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
        {!(error && !data) && <LoadMore connection={connection} onLoadMore={loadMore} />}
      </div>
    </section>
  );
}

function PickupDetail({ request, onClose }: { request: Request; onClose: () => void }) {
  const { t } = useTranslation();
  const format = usePickupFormat();
  const errorText = useErrorText();
  const [estimatePickup] = useMutation(EstimatePickupDocument);
  const [schedulePickup] = useMutation(SchedulePickupDocument);
  const [updateStatus] = useMutation(UpdatePickupStatusDocument);
  const [amount, setAmount] = useState(request.estimateCents === null ? '' : (request.estimateCents / 100).toFixed(2));
  const [date, setDate] = useState(request.scheduledDate ?? '');
  const [slot, setSlot] = useState(request.scheduledSlot ?? 'AM');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const session = useSession();
  // An ADMIN may mark done before the scheduled day with a reason (server: done-before-date.ts).
  const [forcing, setForcing] = useState(false);
  const [forceReason, setForceReason] = useState('');
  const [forceError, setForceError] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, success: string, onFailure?: (failure: unknown) => void) => {
    setBusy(true);
    setFeedback(null);
    try {
      await action();
      setFeedback({ tone: 'success', text: success });
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('pickups.actionFailed')) });
      onFailure?.(failure);
    } finally {
      setBusy(false);
    }
  };

  const submitEstimate = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = dollarsToCents(amount);
    if (amountCents === null) {
      setFeedback({ tone: 'error', text: t('pickups.amountInvalid') });
      return;
    }
    void run(() => estimatePickup({ variables: { input: { id: request.id, amountCents } } }), t('pickups.estimated'));
  };
  const submitSchedule = (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setFeedback({ tone: 'error', text: t('pickups.dateRequired') });
      return;
    }
    void run(() => schedulePickup({ variables: { input: { id: request.id, date, slot } } }), t('pickups.scheduledDone'));
  };
  const move = (status: PickupStatus) => {
    if (status === 'CANCELED' && !window.confirm(t('pickups.cancelConfirm'))) return;
    void run(() => updateStatus({ variables: { input: { id: request.id, status } } }), t('pickups.statusUpdated'), (failure) => {
      const code = CombinedGraphQLErrors.is(failure) ? failure.errors[0]?.extensions?.['code'] : undefined;
      if (status === 'DONE' && code === 'INVALID_STATUS_TRANSITION' && roleAtLeast(session.role, Role.ADMIN)) setForcing(true);
    });
  };
  const submitForce = () => {
    const reason = forceReason.trim();
    if (!reason) {
      setForceError(t('pickups.forceReasonRequired'));
      return;
    }
    setForceError(null);
    void run(async () => {
      await updateStatus({ variables: { input: { id: request.id, status: 'DONE', forceReason: reason } } });
      setForcing(false);
      setForceReason('');
    }, t('pickups.statusUpdated'));
  };

  const canEstimate = request.status === 'NEW' || request.status === 'ESTIMATED';
  const canSchedule = request.status === 'ESTIMATED' || request.status === 'SCHEDULED';
  const canCancel = request.status !== 'DONE' && request.status !== 'CANCELED';

  return (
    <section className="card admin-section pickup-detail" aria-labelledby="pickup-detail-title">
      <h2 className="admin-section__title" id="pickup-detail-title">
        {t('pickups.detailTitle', { id: request.id })} — {request.fullName}
      </h2>
      <dl className={styles['pickup-detail__facts']}>
        <dt>{t('pickups.status')}</dt>
        <dd>{t(`pickups.statuses.${request.status}`)}</dd>
        <dt>{t('orders.date')}</dt>
        <dd>{format.dateTime(request.createdAt)}</dd>
        <dt>{t('orders.phone')}</dt>
        <dd>{request.phone}</dd>
        <dt>{t('pickups.email')}</dt>
        <dd>{request.email}</dd>
        <dt>{t('orders.address')}</dt>
        <dd>{request.address}</dd>
        <dt>{t('orders.floor')}</dt>
        <dd>{format.floor(request.floor)}</dd>
        <dt>{t('orders.elevator')}</dt>
        <dd>{format.yesNo(request.hasElevator)}</dd>
        <dt>{t('orders.urgency')}</dt>
        <dd>{format.yesNo(request.urgency)}</dd>
        <dt>{t('orders.description')}</dt>
        <dd>{request.description || t('pickups.none')}</dd>
        <dt>{t('pickups.photos')}</dt>
        <dd>
          <PickupPhotos request={request} />
        </dd>
        <dt>{t('pickups.estimate')}</dt>
        <dd>{request.estimateCents === null ? t('pickups.none') : format.cad(request.estimateCents)}</dd>
        <dt>{t('pickups.scheduled')}</dt>
        <dd>{request.scheduledDate ? `${format.day(request.scheduledDate)} · ${request.scheduledSlot ?? ''}` : t('pickups.none')}</dd>
      </dl>
      <PickupTimeline pickupRequestId={request.id} />
      {feedback ? (
        <div role={feedback.tone === 'error' ? 'alert' : 'status'}>
          <Alert tone={feedback.tone}>
            <p>{feedback.text}</p>
          </Alert>
        </div>
      ) : null}
      {canEstimate ? (
        <form className={styles['pickup-detail__form']} onSubmit={submitEstimate} noValidate>
          <TextField id="pickup-amount" label={t('pickups.amount')} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <Button type="submit" disabled={busy}>
            {busy ? t('pickups.busy') : t('pickups.sendEstimate')}
          </Button>
        </form>
      ) : null}
      {canSchedule ? (
        <form className={styles['pickup-detail__form']} onSubmit={submitSchedule} noValidate>
          <TextField id="pickup-date" type="date" label={t('pickups.date')} value={date} onChange={(event) => setDate(event.target.value)} />
          <SelectField
            id="pickup-slot"
            label={t('pickups.slot')}
            value={slot}
            onChange={(event) => setSlot(event.target.value)}
            options={SLOTS.map((value) => ({ value, label: value === 'AM' || value === 'PM' ? t(`pickups.slots.${value}`) : value }))}
          />
          <Button type="submit" disabled={busy}>
            {busy ? t('pickups.busy') : t('pickups.schedule')}
          </Button>
        </form>
      ) : null}
      {forcing && request.status === 'SCHEDULED' ? (
        <ForceReasonForm
          id={`pickup-force-reason-${request.id}`}
          title={t('pickups.forceTitle')}
          label={t('pickups.forceReason')}
          submitLabel={t('pickups.forceSubmit')}
          value={forceReason}
          error={forceError}
          busy={busy}
          onChange={setForceReason}
          onSubmit={submitForce}
        />
      ) : null}
      <div className={styles['pickup-detail__actions']}>
        {request.status === 'SCHEDULED' ? (
          <Button variant="secondary" disabled={busy} onClick={() => move('DONE')}>
            {t('pickups.markDone')}
          </Button>
        ) : null}
        {canCancel ? (
          <Button variant="ghost" disabled={busy} onClick={() => move('CANCELED')}>
            {t('pickups.cancel')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {t('pickups.close')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The request's uploaded photos: thumbnails, each a link to the full-size photo (signed same-origin
 * addresses the CSP allows). A request sent before uploads existed shows the file names it gave.
 */
function PickupPhotos({ request }: { request: AdminPickup_RequestFragment }) {
  const { t } = useTranslation();
  const { data } = useQuery(AdminPickupPhotosDocument, { variables: { id: request.id }, fetchPolicy: 'cache-and-network' });
  const photos = data?.pickupRequest.uploadedPhotos ?? [];
  if (photos.length === 0) {
    return <>{request.photos.length ? t('pickups.photosNotUploaded', { names: request.photos.join(', ') }) : t('pickups.none')}</>;
  }
  return (
    <ul className={styles.photos}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer" aria-label={t('pickups.photoOpen', { number: photo.number })}>
            <img src={photo.thumbnailUrl} alt={t('pickups.photoAlt', { number: photo.number })} width={160} data-testid="pickup-photo" />
          </a>
        </li>
      ))}
    </ul>
  );
}
