import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Role, roleAtLeast } from '@shared/roles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminKiosksDocument,
  ApproveTimesheetDocument,
  RegisterKioskDocument,
  RejectTimesheetDocument,
  ReopenTimesheetDocument,
  RevokeKioskDocument,
  TimesheetApprovalsScreenDocument,
  TimesheetPayrollExportDocument,
  type Timesheets_SheetFragment,
} from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField, TextField } from '../../ui/TextField';
import { useSession } from '../kit/session-context';
import { useErrorText } from '../kit/i18n/error-text';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import { downloadCsv } from '../kit/csv';
import { payPeriodReportCsv } from './payroll-report';
import { formatDateTime, formatDay } from './format';
import { TimesheetDetail } from './TimesheetDetail';
import styles from './Timesheets.module.css';
import { FeedbackLines, type Feedback } from '../kit/FeedbackLines';

/**
 * Managers' approvals (issue #18): the timesheets of a pay period with their totals, approve or send
 * back with a comment, reopen (ADMIN, with a reason); punches held by a locked period; forgotten
 * clock-outs; the payroll export of approved timesheets; the kiosks (ADMIN). The server checks
 * every role and every transition again.
 */
export function TimesheetApprovalsPage() {
  const { t } = useTranslation();
  useAdminTitle(t('timesheets.approvalsTitle'));
  const session = useSession();
  const isAdmin = roleAtLeast(session.role, Role.ADMIN);
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(TimesheetApprovalsScreenDocument, { variables: { periodStart }, fetchPolicy: 'cache-and-network' });

  return (
    <QueryView loading={loading} error={error} data={data} errorMessage={t('timesheets.loadFailed')} onRetry={() => void refetch()}>
      {(data) => {
        const current = periodStart ?? data.payPeriods[0]?.start ?? '';

        return (
          <section className="admin-page" aria-labelledby="approvals-title">
            <h1 className="admin-page__title" id="approvals-title">
              {t('timesheets.approvalsTitle')}
            </h1>
            <p>{t('timesheets.approvalsLead')}</p>
            <SelectField
              id="approvals-period"
              label={t('timesheets.period')}
              value={current}
              options={data.payPeriods.map((p) => ({ value: p.start, label: t('timesheets.periodOption', { start: formatDay(p.start), end: formatDay(p.end) }) }))}
              onChange={(event) => setPeriodStart(event.target.value)}
            />
            <PayrollExport periodStart={current} />
            {data.timesheets.length === 0 ? (
              <p>{t('timesheets.noSheets')}</p>
            ) : (
              data.timesheets.map((sheet) => (
                <SheetCard key={`${sheet.userId}-${sheet.period.start}`} sheet={sheet} isAdmin={isAdmin} ownId={session.id} onChanged={() => void refetch()} />
              ))
            )}
            <section className="card admin-section" aria-labelledby="held-title">
              <h2 className="admin-section__title" id="held-title">
                {t('timesheets.heldTitle')}
              </h2>
              <p>{t('timesheets.heldLead')}</p>
              {data.heldPunches.length === 0 ? (
                <p>{t('timesheets.noHeld')}</p>
              ) : (
                <ul>
                  {data.heldPunches.map((punch) => (
                    <li key={punch.id}>
                      {punch.name ?? punch.email} — {punch.action} {formatDateTime(punch.effectiveAt)}
                      {punch.offline ? ` (${t('timesheets.heldOffline')})` : ''} — {t('timesheets.period')} {formatDay(punch.periodStart)}
                      {punch.note ? ` — « ${punch.note} »` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="card admin-section" aria-labelledby="notices-title">
              <h2 className="admin-section__title" id="notices-title">
                {t('timesheets.noticesTitle')}
              </h2>
              {data.entryNotices.length === 0 ? (
                <p>{t('timesheets.noNotices')}</p>
              ) : (
                <ul>
                  {data.entryNotices.map((notice) => (
                    <li key={notice.entry.id}>
                      {notice.name ?? notice.email} — {formatDateTime(notice.entry.clockIn)}
                      {notice.open ? ` (${t('timesheets.stillOpen')})` : ''}
                      {notice.entry.reviewReason && <span className={styles.review}> {notice.entry.reviewReason}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {isAdmin && <Kiosks />}
          </section>
        );
      }}
    </QueryView>
  );
}

function SheetCard({ sheet, isAdmin, ownId, onChanged }: { sheet: Timesheets_SheetFragment; isAdmin: boolean; ownId: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [comment, setComment] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [approve, { loading: approving }] = useMutation(ApproveTimesheetDocument);
  const [reject, { loading: rejecting }] = useMutation(RejectTimesheetDocument);
  const [reopen, { loading: reopening }] = useMutation(ReopenTimesheetDocument);
  const name = sheet.name ?? sheet.email;
  const input = { userId: sheet.userId, periodStart: sheet.period.start, comment: comment.trim() || null };
  const busy = approving || rejecting || reopening;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setFeedback(null);
    try {
      await action();
      setComment('');
      setFeedback({ tone: 'success', text: success });
      onChanged();
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('timesheets.decisionFailed')) });
    }
  };
  const onSubmit = (event: FormEvent) => event.preventDefault();
  const headingId = `sheet-title-${sheet.userId}`;

  return (
    <article className="admin-section" aria-labelledby={headingId}>
      <h2 className="admin-section__title" id={headingId}>
        {name}
      </h2>
      <TimesheetDetail sheet={sheet} headingLevel={3} />
      {sheet.status === 'SUBMITTED' && sheet.userId !== ownId && (
        <form className={styles.row} onSubmit={onSubmit} noValidate>
          <TextAreaField id={`decision-${sheet.userId}`} label={t('timesheets.decisionComment', { name })} value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
          <Button disabled={busy} onClick={() => void run(() => approve({ variables: { input } }), t('timesheets.approved'))}>
            {t('timesheets.approve')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void run(() => reject({ variables: { input } }), t('timesheets.rejected'))}>
            {t('timesheets.reject')}
          </Button>
        </form>
      )}
      {sheet.status === 'APPROVED' && isAdmin && (
        <form className={styles.row} onSubmit={onSubmit} noValidate>
          <TextField id={`reopen-${sheet.userId}`} label={t('timesheets.reopenReason', { name })} value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
          <Button variant="secondary" disabled={busy} onClick={() => void run(() => reopen({ variables: { input } }), t('timesheets.reopened'))}>
            {t('timesheets.reopen')}
          </Button>
        </form>
      )}
      <FeedbackLines feedback={feedback} />
    </article>
  );
}

/** The pay-period report of the approved timesheets (issue #27): per employee, by name, amounts frozen at approval. */
function PayrollExport({ periodStart }: { periodStart: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const errorText = useErrorText();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const exportCsv = async () => {
    setFeedback(null);
    try {
      const { data } = await client.query({ query: TimesheetPayrollExportDocument, variables: { periodStart }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No export');
      const report = data.payrollExport;
      downloadCsv(`paie-${report.period.start}.csv`, payPeriodReportCsv(report));
      setPending(report.notApproved.length === 0 ? t('timesheets.allApproved') : t('timesheets.notApproved', { names: report.notApproved.map((s) => s.displayName ?? s.name ?? s.email).join(', ') }));
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('timesheets.loadFailed')) });
    }
  };

  return (
    <section className="card admin-section" aria-labelledby="export-title">
      <h2 className="admin-section__title" id="export-title">
        {t('timesheets.exportTitle')}
      </h2>
      <p>{t('timesheets.exportNote')}</p>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void exportCsv()}>
          {t('timesheets.exportButton')}
        </Button>
      </div>
      <div role="status" className="form__status">
        {pending && <p data-testid="payroll-pending">{pending}</p>}
      </div>
      <FeedbackLines feedback={feedback} />
    </section>
  );
}

/** ADMIN: register a tablet (its code shown once) and revoke one. */
function Kiosks() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data } = useQuery(AdminKiosksDocument);
  const [name, setName] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [register, { loading }] = useMutation(RegisterKioskDocument, { refetchQueries: [AdminKiosksDocument] });
  const [revoke] = useMutation(RevokeKioskDocument, { refetchQueries: [AdminKiosksDocument] });

  const onRegister = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    try {
      const result = await register({ variables: { input: { name } } });
      setToken(result.data?.registerKiosk.token ?? null);
      setName('');
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('timesheets.decisionFailed')) });
    }
  };

  return (
    <section className="card admin-section" aria-labelledby="kiosks-title">
      <h2 className="admin-section__title" id="kiosks-title">
        {t('timesheets.kiosksTitle')}
      </h2>
      {token && (
        <Alert tone="info">
          <p>{t('timesheets.kioskToken')}</p>
          <p className={styles.token}>{token}</p>
        </Alert>
      )}
      <form className={styles.row} onSubmit={(event) => void onRegister(event)} noValidate>
        <TextField id="kiosk-name" label={t('timesheets.kioskName')} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={loading}>
          {t('timesheets.registerKiosk')}
        </Button>
      </form>
      <FeedbackLines feedback={feedback} />
      {data && data.kiosks.length === 0 && <p>{t('timesheets.noKiosks')}</p>}
      <ul>
        {data?.kiosks.map((kiosk) => (
          <li key={kiosk.id}>
            {kiosk.name} — {formatDateTime(kiosk.createdAt)}
            {kiosk.revokedAt ? (
              ` (${t('timesheets.revoked')})`
            ) : (
              <>
                {' '}
                <Button variant="ghost" onClick={() => void revoke({ variables: { id: kiosk.id } })}>
                  {t('timesheets.revokeKiosk')}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
