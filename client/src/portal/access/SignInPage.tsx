import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PORTAL_MESSAGES } from '@shared/portal.messages.fr';
import { RequestClientAccessLinkDocument } from '../../graphql-public/graphql';
import { paths } from '../../lib/paths';
import { errorMessage } from '../../lib/errors/error-message';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { useGraphQLMutation } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from '../Portal.module.css';

/**
 * "Mon espace client" sign-in: no password, a link by e-mail. The answer is the same whether or not
 * the address is known (the server sends a link only to a customer).
 */
export function SignInPage({ lead }: { lead?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [requestLink, { loading }] = useGraphQLMutation(RequestClientAccessLinkDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldError(undefined);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())) {
      setFieldError(PORTAL_MESSAGES.emailInvalid);
      return;
    }
    try {
      await requestLink({ email: email.trim() });
      setSent(true);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields['email']) setFieldError(fields['email']);
      else setError(errorMessage(failure));
    }
  };

  return (
    <div className={styles.narrow}>
      <header className="page-header">
        <h1 className="page-header__title">Mon espace client</h1>
        <p className="page-header__lead">
          {lead ?? 'Suivez vos demandes, consultez et acceptez vos soumissions, et retrouvez vos documents.'}
        </p>
      </header>
      <section className={`card ${styles.card}`} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="card__title">
          Recevoir un lien de connexion
        </h2>
        <p>Entrez l’adresse courriel utilisée pour votre demande ou votre commande. Aucun mot de passe : nous vous envoyons un lien valide 30 minutes.</p>
        {sent ? (
          <div role="status">
            <Alert tone="success" title="Vérifiez vos courriels">
              {PORTAL_MESSAGES.linkRequested}
            </Alert>
            <Button variant="secondary" className={styles.spaced} onClick={() => setSent(false)}>
              Utiliser une autre adresse
            </Button>
          </div>
        ) : (
          <form className="form" noValidate onSubmit={(e) => void submit(e)}>
            <TextField
              id={`${id}-email`}
              label="Adresse courriel"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              error={fieldError}
              onChange={(e) => setEmail(e.target.value)}
            />
            {error && (
              <Alert tone="error" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" disabled={loading}>
              {loading ? 'Envoi…' : 'Recevoir mon lien'}
            </Button>
          </form>
        )}
        <p className={styles.muted}>
          Vos renseignements servent uniquement à vous donner accès à vos demandes. Voir notre{' '}
          <Link to={paths.privacy.href()}>politique de confidentialité</Link>.
        </p>
      </section>
    </div>
  );
}
