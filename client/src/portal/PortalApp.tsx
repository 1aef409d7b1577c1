import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ClientProfileDocument } from '../graphql-public/graphql';
import { errorMessage } from '../lib/errors/error-message';
import { usePageMeta } from '../lib/page-meta';
import { graphqlFetch, onSessionRefused } from '../lib/public-graphql/graphql-fetch';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { LinkLandingPage } from './access/LinkLandingPage';
import { SignInPage } from './access/SignInPage';
import { PortalLayout } from './layout/PortalLayout';
import { isUnauthenticated, PortalSessionContext, type PortalProfile, type PortalSession } from './portal-session';
import { QuotePage } from './quote/QuotePage';
import { PORTAL_SECTIONS } from './sections.generated';
import { Loading } from './Loading';
import styles from './Portal.module.css';

type SessionState = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'error'; message: string } | { kind: 'signed-in'; profile: PortalProfile };

/**
 * "Mon espace client" (/client/*), its own lazily loaded chunk. The session is an httpOnly cookie
 * the page cannot read: it asks the server who is signed in (clientProfile) and shows the link
 * request form when nobody is. /client/connexion opens the e-mailed link.
 */
export function PortalApp() {
  usePageMeta();
  const [state, setState] = useState<SessionState>({ kind: 'loading' });

  const refresh = useCallback(async () => {
    try {
      const data = await graphqlFetch(ClientProfileDocument);
      setState({ kind: 'signed-in', profile: data.clientProfile });
    } catch (error) {
      setState(isUnauthenticated(error) ? { kind: 'signed-out' } : { kind: 'error', message: errorMessage(error) });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signedOut = useCallback(() => setState({ kind: 'signed-out' }), []);

  // The session read at mount is kept from section to section: one the server no longer accepts
  // (ended on another device, expired) shows the sign-in page, not the signed-in layout around a
  // section that cannot load.
  useEffect(() => onSessionRefused(() => setState((current) => (current.kind === 'signed-in' ? { kind: 'signed-out' } : current))), []);

  const session = useMemo<PortalSession | null>(
    () => (state.kind === 'signed-in' ? { profile: state.profile, refresh, signedOut } : null),
    [state, refresh, signedOut],
  );

  return (
    <div className={`page ${styles.portal}`}>
      <Routes>
        <Route path="connexion" element={<LinkLandingPage onSignedIn={refresh} />} />
        <Route
          path="*"
          element={
            state.kind === 'loading' ? (
              <Loading />
            ) : state.kind === 'error' ? (
              <div className={styles.stack}>
                <Alert tone="error" role="alert" title="Impossible d’ouvrir votre espace client">
                  {state.message}
                </Alert>
                <Button onClick={() => void refresh()}>Réessayer</Button>
              </div>
            ) : state.kind === 'signed-out' || !session ? (
              <SignInPage />
            ) : (
              <PortalSessionContext value={session}>
                <PortalLayout>
                  <Suspense fallback={<Loading />}>
                    <Routes>
                      {PORTAL_SECTIONS.map((section) =>
                        section.path ? (
                          <Route key={section.path} path={section.path} element={<section.Component />} />
                        ) : (
                          <Route key="home" index element={<section.Component />} />
                        ),
                      )}
                      <Route path="soumission/:id" element={<QuotePage />} />
                      <Route path="*" element={<Alert tone="info">Cette page de votre espace client n’existe pas.</Alert>} />
                    </Routes>
                  </Suspense>
                </PortalLayout>
              </PortalSessionContext>
            )
          }
        />
      </Routes>
    </div>
  );
}
