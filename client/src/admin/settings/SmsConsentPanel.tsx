import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MySmsConsentDocument, SetMySmsConsentDocument, SmsMessagesDocument } from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';

/**
 * The staff profile's SMS: a mobile number and an express consent to urgent office alerts (wording
 * from the server, recorded with the date); for MANAGER and up, the latest SMS with their billed
 * parts (160 GSM-7 / 70 UCS-2 characters).
 */
export function SmsConsentPanel() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(MySmsConsentDocument);
  const outbox = useQuery(SmsMessagesDocument, { variables: { take: 20 } });
  const [save, saving] = useMutation(SetMySmsConsentDocument);
  const [phone, setPhone] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const consent = data?.mySmsConsent;
  if (!consent) return null;

  const send = async (optIn: boolean) => {
    setError(null);
    try {
      await save({ variables: { input: { optIn, phone: optIn ? (phone ?? consent.phone ?? '') : null } } });
      setAgreed(false);
      await refetch();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('settings.sms.saveFailed'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  const messages = outbox.data?.smsMessages ?? [];

  return (
    <section className="card admin-section" aria-labelledby="settings-sms">
      <h2 className="admin-section__title" id="settings-sms">
        {t('settings.sms.title')}
      </h2>
      <p className="admin-section__hint">{t('settings.sms.hint')}</p>
      {consent.optedIn ? (
        <>
          <p>{t('settings.sms.active', { phone: consent.phone ?? '' })}</p>
          <Button variant="secondary" disabled={saving.loading} onClick={() => void send(false)}>
            {t('settings.sms.optOut')}
          </Button>
        </>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          {consent.withdrawnVia === 'stop' ? <p>{t('settings.sms.stopped')}</p> : null}
          <TextField id="settings-sms-phone" label={t('settings.sms.phone')} type="tel" autoComplete="tel" value={phone ?? consent.phone ?? ''} onChange={(e) => setPhone(e.target.value)} />
          <Checkbox id="settings-sms-agree" label={consent.wording} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <Button type="submit" disabled={!agreed || saving.loading}>
            {t('settings.sms.optIn')}
          </Button>
        </form>
      )}
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {messages.length > 0 ? (
        <table className="admin-table">
          <caption>{t('settings.sms.outbox')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.sms.to')}</th>
              <th scope="col">{t('settings.sms.text')}</th>
              <th scope="col">{t('settings.sms.segments')}</th>
              <th scope="col">{t('settings.sms.status')}</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <td>{m.to}</td>
                <td>{m.body}</td>
                <td>{t('settings.sms.segmentsValue', { count: m.segments, encoding: m.encoding })}</td>
                <td>{m.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
