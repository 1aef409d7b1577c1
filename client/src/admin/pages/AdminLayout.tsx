import { useMutation } from '@apollo/client/react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Role, roleAtLeast } from '@shared/roles';
import { adminPaths } from '../../lib/paths';
import { errorText } from '../../ui/ErrorScreen';
import { MenuToggle, useMenuDisclosure } from '../../ui/MenuDisclosure';
import { AdminLogoutDocument } from '../../graphql/graphql';
import { ADMIN_NAV_GROUPS, type AdminNavEntry, type AdminPage } from '../kit/page';
import { useSession, useSessionActions } from '../kit/session-context';
import type { navFr } from '../i18n/nav.generated';
import { AdminErrorBoundary } from '../kit/AdminErrorBoundary';
import { useInboxLive } from '../inbox/use-inbox-live';

export const ADMIN_MAIN_ID = 'admin-contenu';
const MENU_ID = 'admin-menu';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link');

/**
 * The shared admin layout (spec §2): a sidebar with the pages the signed-in role may open, who is
 * signed in, and the logout button; on small screens the sidebar is a menu that the toggle, a
 * navigation or Escape closes. `pages`: the sidebar's pages by group and rank (kit/page.ts `navPages`).
 */
export function AdminLayout({ pages: sidebar }: { pages: readonly (AdminPage & { nav: AdminNavEntry })[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const { endSession } = useSessionActions();
  const { pathname } = useLocation();
  const menu = useMenuDisclosure();
  const mainRef = useRef<HTMLElement>(null);
  const lastPath = useRef(pathname);

  // After a navigation, keyboards and screen readers start at the new page.
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  // Sign-out ends the session on the server too (issue #27); the browser forgets it either way.
  const [logout] = useMutation(AdminLogoutDocument);
  const signOut = async () => {
    await logout().catch(() => undefined);
    endSession('logout');
  };

  const pages = sidebar.filter((page) => page.minRole !== null && roleAtLeast(session.role, page.minRole));
  // Open inbox items per section, live (issue #26): MANAGER and up.
  const inbox = useInboxLive(roleAtLeast(session.role, Role.MANAGER));

  return (
    <div className="admin">
      <a className="skip-link" href={`#${ADMIN_MAIN_ID}`}>
        {t('layout.skipLink')}
      </a>
      <header className="admin-topbar">
        <Link to={adminPaths.root.href()} className="admin-brand">
          {t('layout.brand')}
        </Link>
        <MenuToggle menu={menu} controls={MENU_ID} className="admin-menu-toggle" label={t('layout.menu')} />
      </header>

      <aside id={MENU_ID} className={menu.open ? 'admin-sidebar admin-sidebar--open' : 'admin-sidebar'}>
        <nav className="admin-nav" aria-label={t('layout.navigation')}>
          {ADMIN_NAV_GROUPS.map((group) => {
            const inGroup = pages.filter((page) => page.nav.group === group);
            if (inGroup.length === 0) return null;
            const headingId = `admin-nav-${group}`;
            return (
              <div key={group} className="admin-nav__group">
                {group !== 'overview' && (
                  <p className="admin-nav__group-title" id={headingId}>
                    {t(`layout.group_${group}`)}
                  </p>
                )}
                <ul className="admin-nav__list" aria-labelledby={group !== 'overview' ? headingId : undefined}>
                  {inGroup.map((page) => (
                    <li key={page.nav.key}>
                      <NavLink to={page.path} className={linkClass} onClick={menu.close}>
                        {t(`nav.${page.nav.key as keyof typeof navFr}`)}
                        <UnreadBadge count={inbox.byNav.get(page.nav.key) ?? 0} label={t('layout.unread', { count: inbox.byNav.get(page.nav.key) ?? 0 })} />
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
        <div className="admin-user">
          <p className="admin-user__label">{t('layout.signedInAs')}</p>
          <p className="admin-user__name">{session.displayName || session.email}</p>
          {session.displayName && session.displayName !== session.email ? <p className="admin-user__email">{session.email}</p> : null}
          <p className="admin-user__role">{t('layout.role', { role: t(`roles.${session.role}`) })}</p>
          <button type="button" className="button button--secondary admin-user__logout" onClick={() => void signOut()}>
            {t('layout.logout')}
          </button>
        </div>
      </aside>

      <main ref={mainRef} id={ADMIN_MAIN_ID} className="admin-main" tabIndex={-1}>
        <AdminErrorBoundary
          key={pathname}
          fallback={(error) => (
            <div className="card error-screen__card" role="alert">
              <h1 className="card__title">{t('common.errorTitle')}</h1>
              <p className="error-screen__text">{errorText(error)}</p>
            </div>
          )}
        >
          <Suspense
            fallback={
              <p className="admin-checking" role="status">
                {t('common.loading')}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </AdminErrorBoundary>
      </main>
    </div>
  );
}

/** A section's open inbox items, read by screen readers as "3 à traiter". */
function UnreadBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="admin-nav__badge" data-testid="nav-unread">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
