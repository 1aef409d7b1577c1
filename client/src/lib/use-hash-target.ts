import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The element id a URL fragment names ('#a%C3%A9' → 'aé'), or null for none. */
export function idFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Follows the URL fragment of a page rendered by the client: when the page loads with a hash, or the
 * hash changes, `onTarget` runs first (to open an accordion, for instance), then, once React has
 * rendered that, the element with that id is scrolled into view. The browser cannot do it by itself:
 * the content did not exist yet when it looked for the fragment.
 */
export function useHashTarget(onTarget?: (id: string) => void): void {
  const { hash } = useLocation();
  const [pending, setPending] = useState<{ id: string } | null>(null);

  useEffect(() => {
    const id = idFromHash(hash);
    if (id === null) return;
    onTarget?.(id);
    setPending({ id });
    // onTarget is read when the hash changes, not whenever its identity does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  useEffect(() => {
    if (!pending) return;
    document.getElementById(pending.id)?.scrollIntoView({ block: 'start' });
  }, [pending]);
}

/** Writes `#id` into the address bar without a navigation (no scroll, no history entry). */
export function replaceHash(id: string): void {
  const url = new URL(window.location.href);
  url.hash = id;
  window.history.replaceState(window.history.state, '', url);
}
