import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MyTimesheetScreenDocument, SetMyKioskPinDocument, SubmitMyTimesheetDocument } from '../../graphql/graphql';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useErrorText } from '../kit/i18n/error-text';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import { formatDay } from './format';
import styles from './Timesheets.module.css';
import { TimesheetDetail } from './TimesheetDetail';
import { FeedbackLines, type Feedback } from '../kit/FeedbackLines';


/**
 * « Ma feuille de temps » (issue #18): the signed-in member's pay period with the labour-standards
 * totals (regular, overtime, the meal deduction on its own line, holidays), their entries and the
 * manager's comment; « Soumettre ma feuille de temps »; their kiosk PIN.
 */
export function MyTimesheetPage() {
  const { t } = useTranslation();
  useAdminTitle(t('timesheets.myTitle'));
  const errorText = useErrorText();
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const { data, loading, error, refetch } = useQuery(MyTimesheetScreenDocument, { variables: { periodStart }, fetchPolicy: 'cache-and-network' });
  const [submit, { loading: submitting }] = useMutation(SubmitMyTimesheetDocument);

  return (
    <QueryView loading={loading} error={error} data={data} errorMessage={t('timesheets.loadFailed')} onRetry={() => void refetch()}>
      {(data) => {
        const sheet = data.myTimesheet;
        const canSubmit = sheet.status === 'OPEN' || sheet.status === 'REJECTED';

        const onSubmit = async () => {
          setFeedback(null);
          try {
            await submit({ variables: { input: { periodStart: sheet.period.start } } });
            await refetch();
            setFeedback({ tone: 'success', text: t('timesheets.submitted') });
          } catch (failure) {
            setFeedback({ tone: 'error', text: errorText(failure, t('timesheets.submitFailed')) });
          }
        };

        return (
          <section className="admin-page" aria-labelledby="my-timesheet-title">
            <h1 className="admin-page__title" id="my-timesheet-title">
              {t('timesheets.myTitle')}
            </h1>
            <SelectField
              id="my-timesheet-period"
              label={t('timesheets.period')}
              value={sheet.period.start}
              options={data.payPeriods.map((p) => ({ value: p.start, label: t('timesheets.periodOption', { start: formatDay(p.start), end: formatDay(p.end) }) }))}
              onChange={(event) => {
                setFeedback(null);
                setPeriodStart(event.target.value);
              }}
            />
            {data.myEntryNotices.some((notice) => notice.open) && (
              <Alert tone="error" role="alert">
                {t('timesheets.forgotten')}
              </Alert>
            )}
            <TimesheetDetail sheet={sheet} />
            <FeedbackLines feedback={feedback} />
            {canSubmit && (
              <Button onClick={() => void onSubmit()} disabled={submitting}>
                {t('timesheets.submit')}
              </Button>
            )}
            <PinForm hasPin={data.myKioskPinSet} onSaved={() => void refetch()} />
          </section>
        );
      }}
    </QueryView>
  );
}

function PinForm({ hasPin, onSaved }: { hasPin: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useMutation(SetMyKioskPinDocument);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setError(undefined);
    try {
      await save({ variables: { pin } });
      setPin('');
      setSaved(true);
      onSaved();
    } catch (failure) {
      setError(fieldErrorsOf(failure)['pin'] ?? errorText(failure, t('timesheets.pinFailed')));
    }
  };
  return (
    <form className="card admin-section" aria-labelledby="pin-title" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2 className="admin-section__title" id="pin-title">
        {t('timesheets.pinTitle')}
      </h2>
      <p>{hasPin ? t('timesheets.pinSet') : t('timesheets.pinLead')}</p>
      <div className={styles.row}>
        <TextField
          id="my-pin"
          label={t('timesheets.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          error={error}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" variant="secondary" disabled={loading}>
          {t('timesheets.pinSave')}
        </Button>
      </div>
      <div role="status" className="form__status">
        {saved && <Alert tone="success">{t('timesheets.pinSaved')}</Alert>}
      </div>
    </form>
  );
}
