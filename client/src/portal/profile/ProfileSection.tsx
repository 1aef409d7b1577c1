import { useId, useState, type FormEvent } from 'react';
import { ClientSignOutEverywhereDocument, UpdateClientProfileDocument } from '../../graphql-public/graphql';
import { errorMessage } from '../../lib/errors/error-message';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { useGraphQLMutation } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { usePortalSession } from '../portal-session';
import styles from '../Portal.module.css';
import { SmsConsentPanel } from './SmsConsentPanel';

/** Name, phone and address for future requests (past requests and documents keep theirs); sign out everywhere. */
export function ProfileSection() {
  const id = useId();
  const { profile, refresh, signedOut } = usePortalSession();
  const [values, setValues] = useState({ fullName: profile.fullName, phone: profile.phone, address: profile.address });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, saving] = useGraphQLMutation(UpdateClientProfileDocument);
  const [signOutEverywhere, leaving] = useGraphQLMutation(ClientSignOutEverywhereDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setError(null);
    setErrors({});
    try {
      await save({ input: values });
      setSaved(true);
      await refresh();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(fields);
      if (!Object.keys(fields).length) setError(errorMessage(failure));
    }
  };

  const leaveEverywhere = async () => {
    setError(null);
    try {
      await signOutEverywhere();
      signedOut();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const field = (name: keyof typeof values) => ({
    id: `${id}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  return (
    <section aria-labelledby={`${id}-title`} className={styles.stack}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Mon profil
      </h2>
      <div className={`card ${styles.card}`}>
        <p>
          Ces coordonnées servent à préremplir vos prochaines demandes. Vos demandes passées et leurs documents gardent les coordonnées données à ce
          moment-là.
        </p>
        <p>
          Adresse courriel : <strong>{profile.email}</strong>
        </p>
        <form className="form" noValidate onSubmit={(e) => void submit(e)}>
          <TextField label="Nom complet" autoComplete="name" {...field('fullName')} />
          <TextField label="Téléphone" type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label="Adresse" autoComplete="street-address" {...field('address')} />
          <div role="status">{saved && <Alert tone="success">Profil enregistré.</Alert>}</div>
          {error && (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" disabled={saving.loading}>
            Enregistrer
          </Button>
        </form>
      </div>
      <SmsConsentPanel />
      <div className={`card ${styles.card}`}>
        <h3 className={styles.cardTitle}>Sécurité</h3>
        <p>Vous avez ouvert votre espace client sur un autre appareil (ordinateur public, téléphone perdu) ? Fermez toutes les sessions.</p>
        <Button variant="secondary" disabled={leaving.loading} onClick={() => void leaveEverywhere()}>
          Me déconnecter de tous les appareils
        </Button>
      </div>
    </section>
  );
}
