import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskPunchDocument, KioskScreenDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useErrorText } from '../kit/i18n/error-text';
import { QueryView } from '../kit/QueryView';
import { flushKioskQueue, KIOSK_TOKEN_KEY, readKioskQueue, writeKioskQueue, type KioskQueuedPunch, type KioskSendOutcome } from './kiosk-queue';
import styles from './Timesheets.module.css';

const RETRY_MS = 5_000;

interface Feedback {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * /admin/kiosque (issue #18): a shared tablet registered by an ADMIN (its code kept on the device).
 * An employee picks their name, types their PIN and punches: no staff session. Offline, the punch
 * waits in a queue and is sent later with its original time and idempotency key.
 */
export function KioskPage({ storage = window.localStorage }: { storage?: Storage }) {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(() => storage.getItem(KIOSK_TOKEN_KEY));
  useEffect(() => {
    document.title = t('timesheets.kioskTitle');
  }, [t]);
  return (
    <main className={styles.kiosk} aria-labelledby="kiosk-title">
      <h1 id="kiosk-title">{t('timesheets.kioskTitle')}</h1>
      {token ? (
        <KioskClock
          token={token}
          storage={storage}
          onForget={() => {
            storage.removeItem(KIOSK_TOKEN_KEY);
            setToken(null);
          }}
        />
      ) : (
        <KioskSetup
          onSave={(value) => {
            storage.setItem(KIOSK_TOKEN_KEY, value);
            setToken(value);
          }}
        />
      )}
    </main>
  );
}

function KioskSetup({ onSave }: { onSave: (token: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <form
      className="card admin-section"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onSave(value.trim());
      }}
    >
      <p>{t('timesheets.kioskSetupLead')}</p>
      <TextField id="kiosk-token" label={t('timesheets.kioskSetupToken')} value={value} autoComplete="off" onChange={(e) => setValue(e.target.value)} />
      <Button type="submit">{t('timesheets.kioskSetupSave')}</Button>
    </form>
  );
}

function KioskClock({ token, storage, onForget }: { token: string; storage: Storage; onForget: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(KioskScreenDocument, { variables: { kioskToken: token }, fetchPolicy: 'network-only' });
  const [selected, setSelected] = useState<{ id: string; name: string; firstName: string } | null>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [queued, setQueued] = useState(() => readKioskQueue(storage).length);

  const send = useCallback(
    async (item: KioskQueuedPunch, offline: boolean): Promise<KioskSendOutcome> => {
      try {
        const result = await client.mutate({
          mutation: KioskPunchDocument,
          variables: {
            input: { kioskToken: token, userId: item.userId, pin: item.pin, action: item.action, idempotencyKey: item.id, clientTime: item.createdAt, clientSentAt: new Date().toISOString(), offline },
          },
          fetchPolicy: 'no-cache',
        });
        const punch = result.data?.kioskPunch;
        if (!punch) return { kind: 'refused', message: t('timesheets.decisionFailed') };
        if (punch.__typename === 'TimeEntry') return { kind: 'done' };
        return { kind: 'refused', message: 'message' in punch && typeof punch.message === 'string' ? punch.message : t('timesheets.decisionFailed') };
      } catch (failure) {
        if (CombinedGraphQLErrors.is(failure) || (ServerError.is(failure) && failure.statusCode < 500)) {
          return { kind: 'refused', message: errorText(failure, t('timesheets.decisionFailed')) };
        }
        return { kind: 'retryLater' };
      }
    },
    [client, errorText, t, token],
  );

  const flush = useCallback(async () => {
    if (!navigator.onLine || readKioskQueue(storage).length === 0) return;
    const report = await flushKioskQueue(storage, (item) => send(item, true));
    setQueued(readKioskQueue(storage).length);
    if (report.refused.length > 0) setFeedback({ tone: 'error', text: report.refused.join(' — ') });
    if (report.sent > 0) void refetch();
  }, [refetch, send, storage]);

  useEffect(() => {
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    window.addEventListener('online', flush);
    void flush();
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
    };
  }, [flush]);

  const punch = async (action: 'IN' | 'OUT', event?: FormEvent) => {
    event?.preventDefault();
    if (!selected || busy) return;
    const item: KioskQueuedPunch = { id: crypto.randomUUID(), createdAt: new Date().toISOString(), userId: selected.id, name: selected.name, pin, action };
    setBusy(true);
    setFeedback(null);
    const outcome = navigator.onLine ? await send(item, false) : ({ kind: 'retryLater' } as const);
    setBusy(false);
    if (outcome.kind === 'retryLater') {
      writeKioskQueue(storage, [...readKioskQueue(storage), item]);
      setQueued(readKioskQueue(storage).length);
      setFeedback({ tone: 'info', text: t('timesheets.kioskQueued') });
    } else if (outcome.kind === 'refused') {
      setFeedback({ tone: 'error', text: outcome.message });
      return;
    } else {
      setFeedback({ tone: 'success', text: t('timesheets.kioskDone', { name: selected.name }) });
      void refetch();
    }
    setSelected(null);
    setPin('');
  };

  return (
    <>
      <QueryView loading={loading} error={error} data={data} errorMessage={errorText(error, t('timesheets.loadFailed'))} onRetry={() => void refetch()}>
        {(data) => {
          const session = data.kioskSession;

          return (
            <>
              <p>{session.kioskName}</p>
              {queued > 0 && <p role="status">{t('timesheets.kioskQueue', { count: queued })}</p>}
              <div role="status" className="form__status">
                {feedback && feedback.tone !== 'error' && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
              </div>
              <div role="alert" className="form__status">
                {feedback?.tone === 'error' && <Alert tone="error">{feedback.text}</Alert>}
              </div>
              {selected ? (
                <form className="card admin-section" noValidate onSubmit={(event) => void punch('IN', event)}>
                  <h2 className={styles.kioskHello}>{t('timesheets.kioskHello', { name: selected.firstName })}</h2>
                  <TextField
                    id="kiosk-pin"
                    label={t('timesheets.kioskPinFor', { name: selected.name })}
                    type="password"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={6}
                    autoFocus
                    value={pin}
                    onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
                  />
                  <div className={styles.row}>
                    <Button disabled={busy || pin.length < 4} onClick={() => void punch('IN')}>
                      {t('timesheets.kioskIn')}
                    </Button>
                    <Button disabled={busy || pin.length < 4} variant="secondary" onClick={() => void punch('OUT')}>
                      {t('timesheets.kioskOut')}
                    </Button>
                    <Button variant="ghost" onClick={() => setSelected(null)}>
                      {t('timesheets.kioskCancel')}
                    </Button>
                  </div>
                </form>
              ) : (
                <section aria-labelledby="kiosk-who">
                  <h2 id="kiosk-who">{t('timesheets.kioskWho')}</h2>
                  {session.staff.length === 0 ? (
                    <p>{t('timesheets.kioskNoStaff')}</p>
                  ) : (
                    <ul className={styles.staffGrid}>
                      {session.staff.map((person) => (
                        <li key={person.id}>
                          <Button
                            variant="secondary"
                            className={styles.staffButton}
                            onClick={() => {
                              setFeedback(null);
                              setPin('');
                              setSelected({ id: person.id, name: person.name, firstName: person.firstName });
                            }}
                          >
                            {person.name} ({person.onShift ? t('timesheets.kioskOnShift') : t('timesheets.kioskOffShift')})
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              )}
            </>
          );
        }}
      </QueryView>
      {error && !data && !loading ? (
        <Button variant="ghost" onClick={onForget}>
          {t('timesheets.kioskForget')}
        </Button>
      ) : null}
    </>
  );
}
