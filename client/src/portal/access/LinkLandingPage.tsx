import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PORTAL_MESSAGES } from '@shared/portal.messages.fr';
import { OpenClientAccessLinkDocument, type ClientLinkStatus } from '../../graphql-public/graphql';
import { portalPaths } from '../../lib/paths';
import { errorMessage } from '../../lib/errors/error-message';
import { graphqlFetch } from '../../lib/public-graphql/graphql-fetch';
import { buttonClassName } from '../../ui/Button';
import { Alert } from '../../ui/Alert';
import styles from '../Portal.module.css';
import { Loading } from '../Loading';

const FAILURES: Record<Exclude<ClientLinkStatus, 'OK'>, { title: string; text: string }> = {
  EXPIRED: { title: 'Ce lien a expiré', text: PORTAL_MESSAGES.linkExpired },
  USED: { title: 'Ce lien a déjà servi', text: PORTAL_MESSAGES.linkUsed },
  INVALID: { title: 'Ce lien n’est pas valide', text: PORTAL_MESSAGES.linkInvalid },
};

/** The token travels in the fragment (#jeton=…): never sent to the server with the page request. */
function tokenFrom(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('jeton') ?? '';
}

/**
 * Where the e-mailed link lands: opens it once (a link is single use, so a second render must not
 * spend it again), then goes to the portal; an expired, used or forged link gets its own page.
 */
export function LinkLandingPage({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<ClientLinkStatus | { error: string } | null>(null);
  // A second link opened in the same tab changes only the fragment (no new page): follow it too.
  const [hash, setHash] = useState(location.hash);
  const opened = useRef(new Set<string>());

  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  useEffect(() => {
    const token = tokenFrom(hash);
    // Each token is sent once, whatever the renders (a link is single use).
    if (opened.current.has(token)) return;
    opened.current.add(token);
    // Out of the address bar and the history at once.
    window.history.replaceState(window.history.state, '', location.pathname);
    if (!token) {
      setOutcome('INVALID');
      return;
    }
    setOutcome(null);
    graphqlFetch(OpenClientAccessLinkDocument, { token })
      .then(async ({ openClientAccessLink }) => {
        if (openClientAccessLink.status === 'OK') {
          await onSignedIn();
          void navigate(portalPaths.root.href(), { replace: true });
        } else {
          setOutcome(openClientAccessLink.status);
        }
      })
      .catch((error: unknown) => setOutcome({ error: errorMessage(error) }));
  }, [hash, location.pathname, navigate, onSignedIn]);

  if (outcome === null || outcome === 'OK') return <Loading />;
  const failure = typeof outcome === 'string' ? FAILURES[outcome] : { title: 'Connexion impossible', text: outcome.error };
  return (
    <div className={styles.narrow}>
      <header className="page-header">
        <h1 className="page-header__title">{failure.title}</h1>
      </header>
      <Alert tone="error" role="alert">
        {failure.text}
      </Alert>
      <p className={styles.spaced}>
        <Link to={portalPaths.root.href()} className={buttonClassName('primary')}>
          {PORTAL_MESSAGES.getNewLink}
        </Link>
      </p>
    </div>
  );
}
