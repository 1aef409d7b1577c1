import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../lib/paths';
import { createApolloClient, graphqlUrl } from '../lib/apollo/client';
import { sessionLinks } from '../lib/apollo/links';
import { AdminRoutes } from './AdminRoutes';
import { SessionActionsContext, type LoginLocationState, type SessionActions, type SessionEndReason } from './kit/session-context';
import { clearToken, getToken } from './kit/token-storage';
import { createAdminI18n } from './i18n/i18n';
import { HTML_LANG, isLanguage } from './kit/i18n/languages';
import { readLanguage, useDarkMode } from './kit/preferences';
import './admin.css';

const DARK_CLASS = 'admin-dark';
const PUBLIC_HTML_LANG = 'fr-CA';

/**
 * The whole back-office, loaded on demand under /admin/* (its own chunk: the public pages never
 * download it). It has its own GraphQL client, which sends the session token and ends the session
 * when the server refuses it, and its own i18next instance (fr, en, es).
 */
export function AdminApp() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const endSession = useCallback((reason: SessionEndReason) => {
    clearToken();
    const state: LoginLocationState | undefined = reason === 'expired' ? { sessionExpired: true } : undefined;
    navigateRef.current(adminPaths.login.href(), { replace: true, state });
  }, []);
  const actions = useMemo<SessionActions>(() => ({ endSession }), [endSession]);

  const [client] = useState(() =>
    createApolloClient({ uri: graphqlUrl(), links: sessionLinks({ getToken, onUnauthenticated: () => endSession('expired') }) }),
  );
  const [i18n] = useState(() => createAdminI18n(readLanguage()));
  useDocumentPreferences(i18n);

  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <SessionActionsContext value={actions}>
          <AdminRoutes />
        </SessionActionsContext>
      </ApolloProvider>
    </I18nextProvider>
  );
}

/** Dark mode (a class on <html>) and the page language follow the settings while the back-office is open. */
function useDocumentPreferences(i18n: ReturnType<typeof createAdminI18n>): void {
  const [darkMode] = useDarkMode();
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(DARK_CLASS, darkMode);
    return () => root.classList.remove(DARK_CLASS);
  }, [darkMode]);

  useEffect(() => {
    const root = document.documentElement;
    const apply = (language: string) => {
      root.lang = isLanguage(language) ? HTML_LANG[language] : PUBLIC_HTML_LANG;
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => {
      i18n.off('languageChanged', apply);
      root.lang = PUBLIC_HTML_LANG;
    };
  }, [i18n]);
}
