import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions of the visited entries of this tab's history, by React Router's location key. */
const positions = new Map<string, number>();

/**
 * What React Router's ScrollRestoration did for the data router (the declarative router has none):
 * after a navigation to a new page, the top of the page, or the element its hash names; back or
 * forward, the position the visitor had left that entry at.
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (first.current) {
      // The first page: the browser (or the page, for a hash it handles) has already placed it.
      first.current = false;
    } else if (navigationType === 'POP' && positions.has(key)) {
      window.scrollTo(0, positions.get(key)!);
    } else {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    // Kept as the visitor scrolls: by the time the next page is committed, this one's DOM is gone.
    const remember = () => positions.set(key, window.scrollY);
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);
}
