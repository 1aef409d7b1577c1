import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EndUserSessionsDocument,
  ForcePasswordChangeDocument,
  SendPasswordResetLinkDocument,
  SetPayRateDocument,
  StaffAccountDocument,
  UpdateUserProfileDocument,
  type UsersPanel_UserFragment,
} from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useErrorText } from '../kit/i18n/error-text';
import styles from './UsersPanel.module.css';
import { torontoToday } from '../kit/format';

const MONEY = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** The names (and, for an administrator, the hire date) of one staff member. */
export function StaffProfileForm({ user, withHireDate, titleId, title }: { user: UsersPanel_UserFragment; withHireDate: boolean; titleId: string; title: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [update, { loading }] = useMutation(UpdateUserProfileDocument);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [hireDate, setHireDate] = useState(user.hireDate ?? '');
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [feedback, setFeedback] = useState<Feedback>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const next = { firstName: firstName.trim() ? undefined : t('staffAccount.firstNameRequired'), lastName: lastName.trim() ? undefined : t('staffAccount.lastNameRequired') };
    setErrors(next);
    if (next.firstName || next.lastName) return;
    try {
      await update({ variables: { input: { id: user.id, firstName, lastName, ...(withHireDate ? { hireDate: hireDate || null } : {}) } } });
      setFeedback({ tone: 'success', text: t('staffAccount.profileSaved') });
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, t('staffAccount.failed', { message: '' })) });
    }
  };

  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
      <h4 id={titleId} className="admin-section__subtitle">
        {title}
      </h4>
      <TextField id={`${titleId}-first`} label={t('staffAccount.firstName')} required value={firstName} error={errors.firstName} onChange={(e) => setFirstName(e.target.value)} maxLength={60} autoComplete="off" />
      <TextField id={`${titleId}-last`} label={t('staffAccount.lastName')} required value={lastName} error={errors.lastName} onChange={(e) => setLastName(e.target.value)} maxLength={60} autoComplete="off" />
      {withHireDate && <TextField id={`${titleId}-hire`} label={t('staffAccount.hireDate')} hint={t('staffAccount.hireDateHint')} type="date" value={hireDate} onChange={(e) => setHireDate(e.target.value)} />}
      <div role="status" className="form__status">
        {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      </div>
      <div className="form__actions">
        <Button type="submit" disabled={loading}>
          {t('staffAccount.saveProfile')}
        </Button>
      </div>
    </form>
  );
}

/** ADMIN: one person's identity, hourly rates by date, password reset and sessions (issue #27). */
export function StaffAccountPanel({ user, onClose }: { user: UsersPanel_UserFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const name = user.displayName ?? user.email;
  const { data, refetch } = useQuery(StaffAccountDocument, { variables: { userId: user.id }, fetchPolicy: 'network-only' });
  const [setRate, rateState] = useMutation(SetPayRateDocument);
  const [sendReset] = useMutation(SendPasswordResetLinkDocument);
  const [force] = useMutation(ForcePasswordChangeDocument);
  const [endSessions] = useMutation(EndUserSessionsDocument);
  const [from, setFrom] = useState(torontoToday);
  const [rate, setRateText] = useState('');
  const [rateError, setRateError] = useState<string | undefined>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const input = { userId: user.id };

  const act = async (run: () => Promise<unknown>, success: string) => {
    setFeedback(null);
    try {
      await run();
      setFeedback({ tone: 'success', text: success });
    } catch (error) {
      setFeedback({ tone: 'error', text: errorText(error, t('staffAccount.failed', { message: '' })) });
    }
  };

  const addRate = async (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(rate.replace(',', '.')) * 100);
    if (!Number.isFinite(cents) || cents <= 0) {
      setRateError(t('staffAccount.rateInvalid'));
      return;
    }
    setRateError(undefined);
    await act(async () => {
      await setRate({ variables: { input: { userId: user.id, effectiveFrom: from, rateCents: cents } } });
      setRateText('');
      await refetch();
    }, t('staffAccount.rateSaved'));
  };

  const titleId = `staff-${user.id}`;
  return (
    <section className={`card admin-section ${styles['users__account']}`} aria-labelledby={`${titleId}-title`}>
      <h3 id={`${titleId}-title`} className="admin-section__title">
        {t('staffAccount.panelTitle', { name })}
      </h3>
      <div role="status" className="form__status">
        {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      </div>
      <StaffProfileForm user={user} withHireDate titleId={`${titleId}-profile`} title={t('staffAccount.profileTitle')} />

      <h4 className="admin-section__subtitle" id={`${titleId}-rates`}>
        {t('staffAccount.ratesTitle')}
      </h4>
      <p className="admin-section__hint">{t('staffAccount.ratesHint')}</p>
      {data && data.payRates.length === 0 ? <p>{t('staffAccount.noRates')}</p> : null}
      {data && data.payRates.length > 0 ? (
        <ul aria-labelledby={`${titleId}-rates`}>
          {data.payRates.map((r) => (
            <li key={r.id}>
              {t('staffAccount.effectiveFrom')} {r.effectiveFrom} : {MONEY.format(r.rateCents / 100)}
            </li>
          ))}
        </ul>
      ) : null}
      <form className="form" noValidate onSubmit={(e) => void addRate(e)}>
        <TextField id={`${titleId}-from`} label={t('staffAccount.effectiveFrom')} type="date" required value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField id={`${titleId}-rate`} label={t('staffAccount.rate')} inputMode="decimal" required value={rate} error={rateError} onChange={(e) => setRateText(e.target.value)} />
        <div className="form__actions">
          <Button type="submit" disabled={rateState.loading}>
            {t('staffAccount.addRate')}
          </Button>
        </div>
      </form>

      <h4 className="admin-section__subtitle">{t('staffAccount.accessTitle')}</h4>
      <div className={styles['users__account-actions']}>
        <Button variant="secondary" onClick={() => void act(() => sendReset({ variables: { input } }), t('staffAccount.resetSent', { email: user.email }))}>
          {t('staffAccount.sendReset')}
        </Button>
        <Button variant="secondary" onClick={() => void act(() => force({ variables: { input } }), t('staffAccount.forced'))}>
          {t('staffAccount.forceChange')}
        </Button>
        <Button variant="secondary" onClick={() => void act(() => endSessions({ variables: { input } }), t('staffAccount.sessionsEnded', { name }))}>
          {t('staffAccount.endSessions')}
        </Button>
      </div>
      <div className="form__actions">
        <Button variant="ghost" onClick={onClose}>
          {t('staffAccount.close')}
        </Button>
      </div>
    </section>
  );
}
