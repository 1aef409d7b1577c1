import { useApolloClient, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompleteSnowVisitDocument, MySnowRoutesDocument, type SnowVisit_VisitFragment } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { getToken } from '../kit/token-storage';
import { useAdminTitle } from '../kit/use-admin-title';
import { QueryView } from '../kit/QueryView';
import styles from './SnowRoutePage.module.css';
import { clearRefused, dataUrlBytes, enqueueVisit, flushVisitQueue, readVisitQueue, shrinkPhoto, type QueuedVisit, type SendResult, type VisitSender } from './visit-queue';

const SHARE_KEY = 'snowShareLocation';
const TIME = new Intl.DateTimeFormat('fr-CA', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Toronto' });

/** The position once, when asked, only if the driver opted in; null otherwise or when unavailable. */
function positionOnce(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 0 },
    );
  });
}

/**
 * /admin/ma-route: the driver's stops of the latest snowfall in order, big "Fait" / "Impossible"
 * buttons, an optional photo from the phone's camera, the position only when opted in (Law 25
 * notice; read once per completion, never tracked). Completions go through the offline queue.
 */
export function SnowRoutePage() {
  const { t } = useTranslation();
  useAdminTitle(t('nav.snowRoute'));
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(MySnowRoutesDocument, { fetchPolicy: 'cache-and-network' });
  const [queue, setQueue] = useState<QueuedVisit[]>(() => readVisitQueue(localStorage));
  const [share, setShare] = useState(() => localStorage.getItem(SHARE_KEY) === 'true');
  const [photos, setPhotos] = useState<Record<string, string>>({});
  const [impossibleFor, setImpossibleFor] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const sender: VisitSender = {
    complete: async (item): Promise<SendResult> => {
      try {
        await client.mutate({
          mutation: CompleteSnowVisitDocument,
          variables: {
            input: { visitId: item.visitId, outcome: item.outcome, reason: item.reason, occurredAt: item.createdAt, idempotencyKey: item.id, latitude: item.latitude, longitude: item.longitude },
          },
        });
        return { kind: 'done' };
      } catch (failure) {
        if (CombinedGraphQLErrors.is(failure)) return { kind: 'refused', message: failure.errors[0]?.message ?? '' };
        return { kind: 'retryLater' };
      }
    },
    photo: async (item): Promise<SendResult> => {
      try {
        const body = dataUrlBytes(item.photo!);
        const res = await fetch(`/files/snow-visits/${encodeURIComponent(item.visitId)}/photo`, {
          method: 'PUT',
          headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${getToken() ?? ''}` },
          body: body as BodyInit,
        });
        if (res.ok) return { kind: 'done' };
        if (res.status >= 500 || res.status === 429) return { kind: 'retryLater' };
        const answer = (await res.json().catch(() => ({}))) as { error?: string };
        return { kind: 'refused', message: answer.error ?? String(res.status) };
      } catch {
        return { kind: 'retryLater' };
      }
    },
  };

  const flush = useCallback(async () => {
    const sent = await flushVisitQueue(localStorage, sender);
    setQueue(readVisitQueue(localStorage));
    if (sent > 0) {
      setMessage({ tone: 'success', text: t('snowSeason.sent') });
      void refetch().catch(() => undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = window.setInterval(() => void flush(), 20_000);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [flush]);

  const record = async (visit: SnowVisit_VisitFragment, outcome: 'done' | 'impossible', why: string | null) => {
    setMessage(null);
    const createdAt = new Date().toISOString();
    const position = share ? await positionOnce() : null;
    enqueueVisit(localStorage, {
      id: crypto.randomUUID(),
      createdAt,
      visitId: visit.id,
      outcome,
      reason: why,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      photo: photos[visit.id] ?? null,
    });
    setPhotos((all) => ({ ...all, [visit.id]: '' }));
    setImpossibleFor(null);
    setReason('');
    setQueue(readVisitQueue(localStorage));
    await flush();
  };

  const choosePhoto = async (visitId: string, file: File | undefined) => {
    if (!file) return;
    try {
      const small = await shrinkPhoto(file);
      setPhotos((all) => ({ ...all, [visitId]: small }));
    } catch {
      setMessage({ tone: 'error', text: t('snowSeason.refused', { message: 'photo' }) });
    }
  };

  const toggleShare = (value: boolean) => {
    setShare(value);
    localStorage.setItem(SHARE_KEY, String(value));
  };

  const pending = queue.filter((q) => !q.lastError);
  const refused = queue.filter((q) => q.lastError);
  const queuedIds = new Set(queue.filter((q) => !q.lastError).map((q) => q.visitId));

  const body = (
    <QueryView
      loading={loading}
      error={error}
      data={data?.mySnowRoutes}
      errorMessage={t('snowSeason.loadFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={(routes) => routes.length === 0}
      empty={t('snowSeason.noRoute')}
    >
      {(routes) =>
        routes.map((route) => (
          <section key={route.id} className={styles.route} aria-labelledby={`route-${route.id}`}>
            <h2 id={`route-${route.id}`} className="admin-section__title">
              {route.sector}
            </h2>
            <ol className={styles.stops}>
              {route.visits.map((visit) => {
                const waiting = queuedIds.has(visit.id);
                const open = visit.status === 'PENDING' && !waiting;
                return (
                  <li key={visit.id} className={visit.urgent ? `${styles.stop} ${styles.urgent}` : styles.stop} data-testid={`stop-${visit.id}`} data-urgent={visit.urgent || undefined}>
                    <p className={styles.stopHead}>
                      <span>
                        {t('snowSeason.stop', { position: visit.position })}
                        {visit.urgent ? <strong className={styles.urgentBadge}>{t('snowSeason.urgentBadge')}</strong> : null}
                      </span>
                      <span className={visit.late ? styles.late : undefined}>{t('snowSeason.deadline', { time: TIME.format(new Date(visit.deadlineAt)) })}</span>
                    </p>
                    <p className={styles.address}>{visit.address}</p>
                    {visit.customerName ? <p className={styles.customer}>{t('snowSeason.customerNamed', { name: visit.customerName })}</p> : null}
                    {visit.note ? <p className={styles.note}>{visit.note}</p> : null}
                    <p className={styles.contact}>
                      {visit.phone ? (
                        <a className="button button--secondary" href={`tel:${visit.phone}`} aria-label={visit.customerName ? t('snowSeason.call', { name: visit.customerName }) : t('snowSeason.callNoName')}>
                          {visit.phoneDisplay ?? visit.phone}
                        </a>
                      ) : null}
                      <a className="button button--secondary" href={visit.mapsUrl} target="_blank" rel="noopener noreferrer" aria-label={t('snowSeason.navigateLabel', { address: visit.address })}>
                        {t('snowSeason.navigate')}
                      </a>
                    </p>
                    {visit.status === 'DONE' && visit.completedAt ? <p role="status">{t('snowSeason.doneAt', { time: TIME.format(new Date(visit.completedAt)) })}</p> : null}
                    {visit.status === 'IMPOSSIBLE' && visit.completedAt ? (
                      <p role="status">{t('snowSeason.impossibleAt', { reason: visit.reason ?? '', time: TIME.format(new Date(visit.completedAt)) })}</p>
                    ) : null}
                    {waiting ? <p role="status">{t('snowSeason.queued', { count: 1 })}</p> : null}
                    {open ? (
                      <>
                        <div className="field">
                          <label className="field__label" htmlFor={`photo-${visit.id}`}>
                            {t('snowSeason.photo')}
                          </label>
                          <input id={`photo-${visit.id}`} className="field__control" type="file" accept="image/*" capture="environment" onChange={(e) => void choosePhoto(visit.id, e.target.files?.[0])} />
                        </div>
                        {photos[visit.id] ? <img className={styles.preview} src={photos[visit.id]} alt={t('snowSeason.photoAlt', { address: visit.address })} /> : null}
                        <div className={styles.actions}>
                          <Button className={styles.big} onClick={() => void record(visit, 'done', null)}>
                            {t('snowSeason.markDone')}
                          </Button>
                          <Button className={styles.big} variant="secondary" onClick={() => setImpossibleFor(visit.id)} aria-expanded={impossibleFor === visit.id}>
                            {t('snowSeason.markImpossible')}
                          </Button>
                        </div>
                        {impossibleFor === visit.id ? (
                          <form
                            className={styles.reason}
                            onSubmit={(e) => {
                              e.preventDefault();
                              if (reason.trim()) void record(visit, 'impossible', reason.trim());
                            }}
                          >
                            <label htmlFor={`reason-${visit.id}`}>{t('snowSeason.reason')}</label>
                            <input id={`reason-${visit.id}`} className="field__control" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
                            <Button type="submit">{t('snowSeason.confirmImpossible')}</Button>
                          </form>
                        ) : null}
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>
        ))
      }
    </QueryView>
  );

  return (
    <div className={styles.page}>
      <h1 className="admin-page__title">{t('nav.snowRoute')}</h1>
      <section className={styles.share} aria-labelledby="share-title">
        <h2 id="share-title" className="admin-section__subtitle">
          {t('snowSeason.shareTitle')}
        </h2>
        <p className="admin-section__hint">{t('snowSeason.shareNotice')}</p>
        <label className={styles.check}>
          <input type="checkbox" checked={share} onChange={(e) => toggleShare(e.target.checked)} /> {t('snowSeason.shareLabel')}
        </label>
      </section>
      {message ? (
        <div role={message.tone === 'error' ? 'alert' : 'status'}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
      {pending.length > 0 ? (
        <div role="status" className={styles.queue}>
          <p>{t('snowSeason.queued', { count: pending.length })}</p>
          <Button variant="secondary" onClick={() => void flush()}>
            {t('snowSeason.sendNow')}
          </Button>
        </div>
      ) : null}
      {refused.length > 0 ? (
        <div role="alert">
          <Alert tone="error">
            {refused.map((q) => (
              <p key={q.id}>{t('snowSeason.refused', { message: q.lastError })}</p>
            ))}
            <Button
              variant="secondary"
              onClick={() => {
                clearRefused(localStorage);
                setQueue(readVisitQueue(localStorage));
              }}
            >
              OK
            </Button>
          </Alert>
        </div>
      ) : null}
      {body}
    </div>
  );
}
