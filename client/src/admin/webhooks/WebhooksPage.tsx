import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminCreateWebhookEndpointDocument,
  AdminDeleteWebhookEndpointDocument,
  AdminEnableWebhookEndpointDocument,
  AdminResendWebhookDeliveryDocument,
  AdminWebhookDeliveriesDocument,
  AdminWebhookEndpointsDocument,
  type WebhookEventType,
  type WebhooksPage_EndpointFragment,
} from '../../graphql/graphql';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { copyText } from '../../lib/clipboard';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { useErrorText, useLanguage } from '../kit/i18n/error-text';
import { HTML_LANG } from '../kit/i18n/languages';
import { ADMIN_PAGE_SIZE, appendPage, LoadMore, nodesOf } from '../kit/LoadMore';
import { useAdminTitle } from '../kit/use-admin-title';
import { COPIED_CONFIRMATION_MS } from '../../lib/clipboard';
import { DataTable } from '../kit/DataTable';
import { QueryView } from '../kit/QueryView';
import styles from './WebhooksPage.module.css';
import { FeedbackLines, type Feedback } from '../kit/FeedbackLines';

export const WEBHOOK_EVENTS: readonly WebhookEventType[] = ['PICKUP_CREATED', 'EVENT_SUBMITTED', 'EVENT_STATUS_CHANGED', 'SNOW_ORDER_PAID', 'TIME_ENTRY_CLOSED'];

type Endpoint = WebhooksPage_EndpointFragment;


function useDateTime(): (iso: string) => string {
  const language = useLanguage();
  const format = useMemo(
    () => new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }),
    [language],
  );
  return (iso) => format.format(new Date(iso));
}

/**
 * /admin/webhooks (ADMIN, issue #10): register an endpoint (URL and events; the signing secret is
 * shown once), see each endpoint's state (disabled after 24 h of failures, re-enable), and its
 * deliveries with their attempts, each re-sendable. The server checks the role and the URL again.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.webhooks'));
  const [secret, setSecret] = useState<string | null>(null);
  const [selected, setSelected] = useState<Endpoint | null>(null);
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('pages.webhooks')}</h1>
      <p>{t('webhooks.lead')}</p>
      {secret ? <SecretOnce secret={secret} onDone={() => setSecret(null)} /> : <NewEndpointForm onCreated={setSecret} />}
      <EndpointList selectedId={selected?.id ?? null} onSelect={setSelected} />
      {selected && <Deliveries key={selected.id} endpoint={selected} />}
    </section>
  );
}

function NewEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<ReadonlySet<WebhookEventType>>(new Set());
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});
  const [create, { loading }] = useMutation(AdminCreateWebhookEndpointDocument, { refetchQueries: [AdminWebhookEndpointsDocument] });

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => {
      const next = new Set(current);
      if (on) next.add(event);
      else next.delete(event);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '' || events.size === 0) {
      const message = t('webhooks.required');
      setErrors({ url: url.trim() === '' ? message : undefined, events: events.size === 0 ? message : undefined });
      return;
    }
    setErrors({});
    try {
      const result = await create({ variables: { input: { url: url.trim(), events: WEBHOOK_EVENTS.filter((e) => events.has(e)) } } });
      const created = result.data?.createWebhookEndpoint;
      if (!created) throw new Error('No endpoint in the answer');
      setUrl('');
      setEvents(new Set());
      onCreated(created.secret);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors({ url: fields['url'], events: fields['events'], form: errorText(failure, t('webhooks.createFailed')) });
    }
  };

  return (
    <form className="card admin-section" aria-labelledby="webhooks-new" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="admin-section__title" id="webhooks-new">
        {t('webhooks.newTitle')}
      </h2>
      <TextField id="webhook-url" type="url" label={t('webhooks.url')} hint={t('webhooks.urlHint')} value={url} error={errors.url} onChange={(e) => setUrl(e.target.value)} />
      <fieldset className={styles['webhooks__events']} aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend>{t('webhooks.events')}</legend>
        {WEBHOOK_EVENTS.map((type) => (
          <Checkbox
            key={type}
            id={`webhook-event-${type}`}
            label={t(`webhooks.eventNames.${type}`)}
            checked={events.has(type)}
            onChange={(e) => toggle(type, e.target.checked)}
          />
        ))}
        {errors.events && (
          <p className="field__error" id="webhook-events-error">
            {errors.events}
          </p>
        )}
      </fieldset>
      <div role="alert" className="form__status">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
      </div>
      <Button type="submit" disabled={loading} aria-busy={loading}>
        {t('webhooks.create')}
      </Button>
    </form>
  );
}

/** The secret returned by the creation, shown this once, with a copy button and a warning. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);
  return (
    <section className="card admin-section" aria-labelledby="webhooks-secret">
      <h2 className="admin-section__title" id="webhooks-secret">
        {t('webhooks.secretTitle')}
      </h2>
      <Alert tone="info">{t('webhooks.secretWarning')}</Alert>
      <p className="admin-token">
        <code className="admin-token__value" aria-label={t('webhooks.secretTitle')}>
          {secret}
        </code>
      </p>
      <div className="admin-token__actions">
        <Button variant="secondary" onClick={() => void copyText(secret).then((ok) => setCopy(ok ? 'copied' : 'failed'))}>
          {t('webhooks.copy')}
        </Button>
        <span role="status" className="admin-token__copied">
          {copy === 'copied' ? t('webhooks.copied') : ''}
        </span>
        <Button onClick={onDone}>{t('webhooks.secretDone')}</Button>
      </div>
      <div role="alert" className="form__status">
        {copy === 'failed' && <p className="field__error">{t('webhooks.copyFailed')}</p>}
      </div>
    </section>
  );
}

function EndpointList({ selectedId, onSelect }: { selectedId: string | null; onSelect: (endpoint: Endpoint | null) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const { data, loading, error, refetch } = useQuery(AdminWebhookEndpointsDocument, { notifyOnNetworkStatusChange: true });
  const [enable] = useMutation(AdminEnableWebhookEndpointDocument);
  const [remove] = useMutation(AdminDeleteWebhookEndpointDocument, { refetchQueries: [AdminWebhookEndpointsDocument] });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const endpoints = data?.webhookEndpoints ?? [];

  const run = async (action: () => Promise<unknown>, done: string | null, failed: string) => {
    setFeedback(null);
    try {
      await action();
      if (done) setFeedback({ tone: 'success', text: done });
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, failed) });
    }
  };

  const body = (
    <QueryView
      loading={loading}
      error={error}
      data={data}
      errorMessage={t('webhooks.loadFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={() => endpoints.length === 0}
      empty={t('webhooks.empty')}
    >
      {() => (
        <ul className={styles['webhooks__endpoints']} aria-labelledby="webhooks-list">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className={styles['webhooks__endpoint']} aria-current={endpoint.id === selectedId ? 'true' : undefined}>
              <p className={styles['webhooks__url']}>
                <code>{endpoint.url}</code>
              </p>
              <p className={styles['webhooks__types']}>{endpoint.events.map((type) => t(`webhooks.eventNames.${type}`)).join(' · ')}</p>
              {endpoint.disabledAt ? (
                <Alert tone="error">
                  {t('webhooks.disabledNotice', { date: dateTime(endpoint.disabledAt) })}
                </Alert>
              ) : (
                <p className={styles['webhooks__state']}>
                  {endpoint.failingSince
                    ? t('webhooks.failingSince', { date: dateTime(endpoint.failingSince) })
                    : t('webhooks.enabled')}
                </p>
              )}
              <div className="admin-token__actions">
                <Button variant="secondary" aria-pressed={endpoint.id === selectedId} onClick={() => onSelect(endpoint.id === selectedId ? null : endpoint)}>
                  {t('webhooks.showDeliveries')}
                </Button>
                {endpoint.disabledAt && (
                  <Button
                    variant="secondary"
                    onClick={() => void run(() => enable({ variables: { id: endpoint.id } }), t('webhooks.enabledDone'), t('webhooks.enableFailed'))}
                  >
                    {t('webhooks.enable')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  onClick={() => {
                    if (!window.confirm(t('webhooks.removeConfirm'))) return;
                    if (endpoint.id === selectedId) onSelect(null);
                    void run(() => remove({ variables: { id: endpoint.id } }), null, t('webhooks.removeFailed'));
                  }}
                >
                  {t('webhooks.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );

  return (
    <section className="card admin-section" aria-labelledby="webhooks-list">
      <h2 className="admin-section__title" id="webhooks-list">
        {t('webhooks.listTitle')}
      </h2>
      <FeedbackLines feedback={feedback} />
      {body}
    </section>
  );
}

function Deliveries({ endpoint }: { endpoint: Endpoint }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const variables = { endpointId: endpoint.id, first: ADMIN_PAGE_SIZE };
  const { data, loading, error, fetchMore, refetch } = useQuery(AdminWebhookDeliveriesDocument, { variables, notifyOnNetworkStatusChange: true });
  const [resend] = useMutation(AdminResendWebhookDeliveryDocument);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const connection = data?.webhookDeliveries;
  const deliveries = nodesOf(connection);
  const loadMore = (after: string) =>
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult }) => ({ ...shown, webhookDeliveries: appendPage(shown.webhookDeliveries, fetchMoreResult.webhookDeliveries) }),
    });

  const resendOne = async (id: string) => {
    setFeedback(null);
    try {
      await resend({ variables: { id } });
      await refetch();
      setFeedback({ tone: 'success', text: t('webhooks.resent') });
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('webhooks.resendFailed')) });
    }
  };

  const body = (
    <QueryView
      loading={loading}
      error={error}
      data={data}
      errorMessage={t('webhooks.deliveriesFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={() => deliveries.length === 0}
      empty={t('webhooks.deliveriesEmpty')}
    >
      {() => (
        <DataTable
          className="webhooks-table"
          rows={deliveries}
          rowKey={(delivery) => delivery.id}
          columns={[
            {
              header: t('webhooks.event'),
              rowHeader: true,
              cell: (delivery) => <code>{delivery.type}</code>,
            },
            {
              header: t('webhooks.createdAt'),
              cell: (delivery) => dateTime(delivery.createdAt),
            },
            {
              header: t('webhooks.status'),
              cell: (delivery) => (
                <span className={`webhook-status webhook-status--${delivery.status.toLowerCase()}`}>{t(`webhooks.statuses.${delivery.status}`)}</span>
              ),
            },
            {
              header: t('webhooks.attempts'),
              cell: (delivery) => delivery.attemptCount,
            },
            {
              header: t('webhooks.lastCode'),
              cellProps: (delivery) => ({ title: delivery.attempts.at(-1)?.error ?? undefined }),
              cell: (delivery) => {
                const last = delivery.attempts.at(-1);
                return last ? (last.statusCode ?? t('webhooks.noAnswer')) : '—';
              },
            },
            {
              header: t('webhooks.latency'),
              cell: (delivery) => {
                const last = delivery.attempts.at(-1);
                return last ? `${last.latencyMs} ms` : '—';
              },
            },
            {
              header: t('webhooks.nextAttempt'),
              cell: (delivery) => (delivery.status === 'PENDING' ? dateTime(delivery.nextAttemptAt) : '—'),
            },
            {
              header: t('webhooks.actions'),
              cell: (delivery) => (
                <Button variant="secondary" className="button--small" onClick={() => void resendOne(delivery.id)}>
                  {t('webhooks.resend')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </QueryView>
  );

  return (
    <section className="card admin-section" aria-labelledby="webhooks-deliveries">
      <h2 className="admin-section__title" id="webhooks-deliveries">
        {t('webhooks.deliveriesOf', { url: endpoint.url })}
      </h2>
      <FeedbackLines feedback={feedback} />
      {body}
      {!(error && !data) && <LoadMore connection={connection} onLoadMore={loadMore} />}
    </section>
  );
}
