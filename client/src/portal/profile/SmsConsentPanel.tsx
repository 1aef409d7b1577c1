import { useId, useState, type FormEvent } from 'react';
import { ClientSmsConsentDocument, SetClientSmsConsentDocument } from '../../graphql-public/graphql';
import { errorMessage } from '../../lib/errors/error-message';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { useGraphQLMutation, useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import styles from '../Portal.module.css';

const DATE = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });

/**
 * Textos (SMS): a mobile number and an express consent, never pre-checked (CASL). The wording shown is
 * the server's, and the server records it with the date; STOP by SMS or the button here withdraws it.
 */
export function SmsConsentPanel() {
  const id = useId();
  const { data, refetch } = useGraphQLQuery(ClientSmsConsentDocument, {});
  const consent = data?.clientSmsConsent;
  const [phone, setPhone] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<{ phone?: string; general?: string }>({});
  const [set, setting] = useGraphQLMutation(SetClientSmsConsentDocument);
  if (!consent) return null;

  const send = async (optIn: boolean) => {
    setError({});
    try {
      await set({ input: { optIn, phone: optIn ? (phone ?? consent.phone ?? '') : null } });
      setAgreed(false);
      await refetch();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(fields.phone ? { phone: fields.phone } : { general: errorMessage(failure) });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <div className={`card ${styles.card}`}>
      <h3 className={styles.cardTitle}>Textos (SMS)</h3>
      {consent.optedIn ? (
        <>
          <p>
            Vous recevez nos textos au <strong>{consent.phone}</strong> depuis le {DATE.format(new Date(consent.consentedAt!))}. Répondez STOP à un texto, ou :
          </p>
          <Button variant="secondary" disabled={setting.loading} onClick={() => void send(false)}>
            Ne plus recevoir de textos
          </Button>
        </>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          {consent.withdrawnVia === 'stop' ? <p>Vous avez répondu STOP : nous ne vous envoyons plus de textos.</p> : null}
          <TextField id={`${id}-phone`} label="Cellulaire" type="tel" autoComplete="tel" value={phone ?? consent.phone ?? ''} error={error.phone} onChange={(e) => setPhone(e.target.value)} />
          <Checkbox id={`${id}-agree`} label={consent.wording} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <Button type="submit" disabled={!agreed || setting.loading}>
            Recevoir les textos
          </Button>
        </form>
      )}
      {error.general ? (
        <Alert tone="error" role="alert">
          {error.general}
        </Alert>
      ) : null}
    </div>
  );
}
