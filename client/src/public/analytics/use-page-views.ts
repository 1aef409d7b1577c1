import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageViewOf, sendPageView } from './page-view-beacon';

/** Sends one page view per public route change (the path, not the query string or the hash). */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const referrer = first.current ? document.referrer : null;
    first.current = false;
    sendPageView(pageViewOf({ pathname, search }, referrer));
    // Only a new path is a new view; a changed query string (filters) is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
