import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ErrorCode } from '@shared/errors';
import { parseRole } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { AdminMeDocument } from '../../graphql/graphql';
import { SessionContext, type LoginLocationState } from '../kit/session-context';
import { cacheRole, clearToken, getToken, isTokenExpired } from '../kit/token-storage';

/**
 * The access guard (spec §4, server-checked): 'Chargement…' while the server answers `me`, the
 * page when it accepts the token, /admin/login (replacing history) when there is no token, an
 * expired one, an error or no answer.
 */
export function RequireSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // Read again on every navigation, not once: the guard stays mounted from one back-office page to
  // the next, so Back pressed at once after « Déconnexion » (before the login page was rendered)
  // would otherwise show the page before from the cache, the token gone.
  const token = useMemo(getToken, [key]);
  const usable = token !== null && !isTokenExpired(token);
  const { data, error, loading } = useQuery(AdminMeDocument, { fetchPolicy: 'network-only', skip: !usable });
  const me = data?.me;
  const role = parseRole(me?.role);

  useEffect(() => {
    if (token !== null && !usable) clearToken();
  }, [token, usable]);

  useEffect(() => {
    if (role) cacheRole(role);
  }, [role]);

  // Signed out in another tab: leave too.
  useEffect(() => {
    const onStorage = () => {
      if (getToken() === null) navigate(adminPaths.login.href(), { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  if (!usable) return <Navigate to={adminPaths.login.href()} replace />;
  // A refetch (after a forced password change) keeps the page; only the first answer is awaited.
  if (loading && !data) {
    return (
      <p className="admin-checking" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (error || !me || !role) {
    // A refused session: the GraphQL client's error link navigates with the same state.
    const state: LoginLocationState | undefined = isSessionRefusal(error) ? { sessionExpired: true } : undefined;
    return <Navigate to={adminPaths.login.href()} replace state={state} />;
  }
  return (
    <SessionContext
      value={{ id: me.id, email: me.email, name: me.name, displayName: me.displayName, firstName: me.firstName, lastName: me.lastName, role, mustChangePassword: me.mustChangePassword, inSnowSeason: data.inSnowSeason }}
    >
      {me.mustChangePassword && pathname !== adminPaths.settings.path ? <Navigate to={adminPaths.settings.href()} replace /> : <Outlet />}
    </SessionContext>
  );
}

function isSessionRefusal(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === ErrorCode.UNAUTHENTICATED);
}
