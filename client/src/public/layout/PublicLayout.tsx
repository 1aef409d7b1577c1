import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageLoading } from '../../lib/lazy-page';
import { usePageViews } from '../analytics/use-page-views';
import { QuickRequestTab } from './QuickRequestTab';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useScrollRestoration } from './use-scroll-restoration';

export const MAIN_CONTENT_ID = 'contenu';

/** Spec §2, public layout: every public page except /confirmation renders inside it. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const loading = useSyncExternalStore(pageLoading.subscribe, pageLoading.isLoading, () => false);
  const mainRef = useRef<HTMLElement>(null);
  const lastPath = useRef(pathname);
  usePageViews();
  useScrollRestoration();

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
        aria-busy={loading || undefined}
      >
        <Outlet />
      </main>
      <QuickRequestTab />
      <SiteFooter />
    </div>
  );
}
