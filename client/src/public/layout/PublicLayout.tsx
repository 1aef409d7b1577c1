import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { usePageViews } from '../analytics/use-page-views';
import { QuickRequestTab } from './QuickRequestTab';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const MAIN_CONTENT_ID = 'contenu';

/** Spec §2, public layout: every public page except /confirmation renders inside it. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const lastPath = useRef(pathname);
  usePageViews();

  // After a client-side navigation, screen readers and keyboards start at the new content.
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Aller au contenu
      </a>
      <SiteHeader />
      <main
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        className="site-main"
        tabIndex={-1}
        aria-busy={navigation.state === 'loading' ? true : undefined}
      >
        <Outlet />
      </main>
      <QuickRequestTab />
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
