import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminCompletePrivacyRequestDocument,
  AdminCreatePrivacyExportLinkDocument,
  AdminPrivacyDocument,
  AdminRecordPrivacyIncidentDocument,
  AdminRecordPrivacyRequestDocument,
  type AdminPrivacy_RequestFragment,
  type PrivacyRequestKind,
} from '../../graphql/graphql';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField, TextField } from '../../ui/TextField';
import { useErrorText, useLanguage } from '../kit/i18n/error-text';
import { HTML_LANG } from '../kit/i18n/languages';
import { useAdminTitle } from '../kit/use-admin-title';
import { QueryView } from '../kit/QueryView';
import styles from './PrivacyPage.module.css';

const KINDS: readonly PrivacyRequestKind[] = ['ACCESS', 'RECTIFICATION', 'DELETION'];
const CHANNELS = ['téléphone', 'courriel', 'poste'] as const;

type Feedback = { tone: 'success' | 'error'; text: string } | null;

function FeedbackLines({ feedback }: { feedback: Feedback }) {
  return (
    <>
      <div role="status">{feedback?.tone === 'success' && <Alert tone="success">{feedback.text}</Alert>}</div>
      <div role="alert">{feedback?.tone === 'error' && <Alert tone="error">{feedback.text}</Alert>}</div>
    </>
  );
}

/**
 * /admin/confidentialite (ADMIN, issue #19): the Law 25 requests queue (deadline 30 days after
 * receipt, overdue ones flagged) with the signed export link and the deletion, and the
 * confidentiality incident register.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.privacy'));
  const errorText = useErrorText();
  const language = useLanguage();
  const date = useMemo(() => new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeZone: 'America/Toronto' }), [language]);
  const { data, loading, error, refetch } = useQuery(AdminPrivacyDocument, { fetchPolicy: 'cache-and-network' });
  const [recordRequest, recording] = useMutation(AdminRecordPrivacyRequestDocument, { refetchQueries: ['AdminPrivacy'] });
  const [completeRequest] = useMutation(AdminCompletePrivacyRequestDocument, { refetchQueries: ['AdminPrivacy'] });
  const [createLink] = useMutation(AdminCreatePrivacyExportLinkDocument);
  const [recordIncident, recordingIncident] = useMutation(AdminRecordPrivacyIncidentDocument, { refetchQueries: ['AdminPrivacy'] });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [requestErrors, setRequestErrors] = useState<Record<string, string>>({});
  const [incidentErrors, setIncidentErrors] = useState<Record<string, string>>({});
  const [request, setRequest] = useState({ email: '', kind: 'ACCESS' as PrivacyRequestKind, details: '', channel: 'téléphone' as string });
  const [incident, setIncident] = useState({ occurredAt: '', discoveredAt: '', description: '', personalInformation: '', riskAssessment: '', seriousRisk: false, notifications: '', measures: '' });
  const now = Date.now();

  const onRecordRequest = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    try {
      await recordRequest({ variables: { input: request } });
      setRequestErrors({});
      setRequest({ email: '', kind: 'ACCESS', details: '', channel: 'téléphone' });
      setFeedback({ tone: 'success', text: t('privacy.saved') });
    } catch (e) {
      setRequestErrors(fieldErrorsOf(e));
      setFeedback({ tone: 'error', text: errorText(e, t('common.errorTitle')) });
    }
  };

  const onRecordIncident = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const toIso = (value: string) => (value ? new Date(`${value}T12:00:00`).toISOString() : '');
    try {
      await recordIncident({ variables: { input: { ...incident, occurredAt: toIso(incident.occurredAt), discoveredAt: toIso(incident.discoveredAt) } } });
      setIncidentErrors({});
      setIncident({ occurredAt: '', discoveredAt: '', description: '', personalInformation: '', riskAssessment: '', seriousRisk: false, notifications: '', measures: '' });
      setFeedback({ tone: 'success', text: t('privacy.saved') });
    } catch (e) {
      setIncidentErrors(fieldErrorsOf(e));
      setFeedback({ tone: 'error', text: errorText(e, t('common.errorTitle')) });
    }
  };

  const act = async (row: AdminPrivacy_RequestFragment, refuse: boolean) => {
    setFeedback(null);
    let outcome = '';
    if (refuse) {
      const reason = window.prompt(t('privacy.refuseReason'));
      if (reason === null) return;
      outcome = reason;
    } else if (row.kind === 'DELETION' && !window.confirm(t('privacy.completeDeletionAsk', { email: row.email }))) {
      return;
    }
    try {
      await completeRequest({ variables: { id: row.id, outcome, refuse } });
      setFeedback({ tone: 'success', text: t('privacy.saved') });
    } catch (e) {
      setFeedback({ tone: 'error', text: errorText(e, t('common.errorTitle')) });
    }
  };

  const onLink = async (row: AdminPrivacy_RequestFragment) => {
    setFeedback(null);
    try {
      const result = await createLink({ variables: { email: row.email } });
      setFeedback({ tone: 'success', text: t('privacy.linkReady', { url: result.data?.createPrivacyExportLink.url ?? '' }) });
    } catch (e) {
      setFeedback({ tone: 'error', text: errorText(e, t('common.errorTitle')) });
    }
  };

  const body = (
    <QueryView loading={loading} error={error} data={data} errorMessage={errorText(error, t('common.errorTitle'))} onRetry={() => void refetch().catch(() => undefined)}>
      {({ privacyRequests: requests, privacyIncidents: incidents }) => (
        <>
          <section className={styles.section} aria-labelledby="privacy-requests">
            <h2 id="privacy-requests">{t('privacy.requestsTitle')}</h2>
            {requests.length === 0 ? (
              <p className="admin-empty">{t('privacy.none')}</p>
            ) : (
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('privacy.email')}</th>
                    <th scope="col">{t('privacy.kind')}</th>
                    <th scope="col">{t('privacy.received')}</th>
                    <th scope="col">{t('privacy.due')}</th>
                    <th scope="col">{t('privacy.status')}</th>
                    <th scope="col">{t('privacy.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {requests.map((row) => {
                    const overdue = row.status === 'OPEN' && new Date(row.dueAt).getTime() < now;
                    return (
                      <tr key={row.id}>
                        <th scope="row">{row.email}</th>
                        <td>
                          {t(`privacy.kinds.${row.kind}`)}
                          {row.details && <div>{row.details}</div>}
                        </td>
                        <td>{date.format(new Date(row.receivedAt))}</td>
                        <td className={overdue ? styles.overdue : undefined}>
                          {date.format(new Date(row.dueAt))}
                          {overdue && ` · ${t('privacy.overdue')}`}
                        </td>
                        <td>
                          {t(`privacy.statuses.${row.status}`)}
                          {row.outcome && <div>{row.outcome}</div>}
                        </td>
                        <td>
                          <Button variant="secondary" aria-label={t('privacy.exportLinkOf', { email: row.email })} onClick={() => void onLink(row)}>
                            {t('privacy.exportLink')}
                          </Button>
                          {row.status === 'OPEN' && (
                            <>
                              <Button variant="secondary" aria-label={t('privacy.completeOf', { email: row.email })} onClick={() => void act(row, false)}>
                                {t('privacy.complete')}
                              </Button>
                              <Button variant="secondary" aria-label={t('privacy.refuseOf', { email: row.email })} onClick={() => void act(row, true)}>
                                {t('privacy.refuse')}
                              </Button>
                            </>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            <form className={styles.form} onSubmit={(e) => void onRecordRequest(e)} noValidate aria-labelledby="privacy-record">
              <h3 id="privacy-record">{t('privacy.recordTitle')}</h3>
              <TextField id="privacy-email" label={t('privacy.email')} type="email" required value={request.email} error={requestErrors.email} onChange={(e) => setRequest({ ...request, email: e.target.value })} />
              <SelectField
                id="privacy-kind"
                label={t('privacy.kind')}
                options={KINDS.map((kind) => ({ value: kind, label: t(`privacy.kinds.${kind}`) }))}
                value={request.kind}
                onChange={(e) => setRequest({ ...request, kind: e.target.value as PrivacyRequestKind })}
              />
              <SelectField
                id="privacy-channel"
                label={t('privacy.channel')}
                options={CHANNELS.map((channel) => ({ value: channel, label: t(`privacy.channels.${channel}`) }))}
                value={request.channel}
                onChange={(e) => setRequest({ ...request, channel: e.target.value })}
              />
              <TextAreaField id="privacy-details" label={t('privacy.details')} rows={2} value={request.details} error={requestErrors.details} onChange={(e) => setRequest({ ...request, details: e.target.value })} />
              <div>
                <Button type="submit" disabled={recording.loading}>
                  {t('privacy.record')}
                </Button>
              </div>
            </form>
          </section>

          <section className={styles.section} aria-labelledby="privacy-incidents">
            <h2 id="privacy-incidents">{t('privacy.incidentsTitle')}</h2>
            {incidents.length === 0 ? (
              <p className="admin-empty">{t('privacy.noIncidents')}</p>
            ) : (
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('privacy.occurredAt')}</th>
                    <th scope="col">{t('privacy.description')}</th>
                    <th scope="col">{t('privacy.personalInformation')}</th>
                    <th scope="col">{t('privacy.seriousRisk')}</th>
                    <th scope="col">{t('privacy.notifications')}</th>
                  </tr>
                </thead>
                <tbody>
                  {incidents.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{date.format(new Date(row.occurredAt))}</th>
                      <td>{row.description}</td>
                      <td>{row.personalInformation}</td>
                      <td>
                        {row.seriousRisk ? t('privacy.yes') : t('privacy.no')}
                        <div>{row.riskAssessment}</div>
                      </td>
                      <td>{row.notifications}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <form className={styles.form} onSubmit={(e) => void onRecordIncident(e)} noValidate aria-labelledby="privacy-incident-record">
              <h3 id="privacy-incident-record">{t('privacy.incidentRecordTitle')}</h3>
              <TextField id="incident-occurred" label={t('privacy.occurredAt')} type="date" required value={incident.occurredAt} error={incidentErrors.occurredAt} onChange={(e) => setIncident({ ...incident, occurredAt: e.target.value })} />
              <TextField id="incident-discovered" label={t('privacy.discoveredAt')} type="date" required value={incident.discoveredAt} error={incidentErrors.discoveredAt} onChange={(e) => setIncident({ ...incident, discoveredAt: e.target.value })} />
              <TextAreaField id="incident-description" label={t('privacy.description')} required rows={2} value={incident.description} error={incidentErrors.description} onChange={(e) => setIncident({ ...incident, description: e.target.value })} />
              <TextAreaField id="incident-information" label={t('privacy.personalInformation')} required rows={2} value={incident.personalInformation} error={incidentErrors.personalInformation} onChange={(e) => setIncident({ ...incident, personalInformation: e.target.value })} />
              <TextAreaField id="incident-risk" label={t('privacy.riskAssessment')} required rows={2} value={incident.riskAssessment} error={incidentErrors.riskAssessment} onChange={(e) => setIncident({ ...incident, riskAssessment: e.target.value })} />
              <Checkbox id="incident-serious" label={t('privacy.seriousRisk')} checked={incident.seriousRisk} onChange={(e) => setIncident({ ...incident, seriousRisk: e.target.checked })} />
              <TextAreaField id="incident-notifications" label={t('privacy.notifications')} rows={2} value={incident.notifications} error={incidentErrors.notifications} onChange={(e) => setIncident({ ...incident, notifications: e.target.value })} />
              <TextAreaField id="incident-measures" label={t('privacy.measures')} rows={2} value={incident.measures} error={incidentErrors.measures} onChange={(e) => setIncident({ ...incident, measures: e.target.value })} />
              <div>
                <Button type="submit" disabled={recordingIncident.loading}>
                  {t('privacy.record')}
                </Button>
              </div>
            </form>
          </section>
        </>
      )}
    </QueryView>
  );

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('pages.privacy')}</h1>
      <p>{t('privacy.lead')}</p>
      <FeedbackLines feedback={feedback} />
      {body}
    </section>
  );
}
