import { useCallback, useEffect, useState } from 'react';

/** Local-storage key of the event ids already seen (back-office spec §4). */
export const SEEN_EVENTS_KEY = 'seenEventIds';

export function readSeenIds(): Set<string> {
  try {
    const raw = window.localStorage.getItem(SEEN_EVENTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.map(String) : []);
  } catch {
    return new Set();
  }
}

function writeSeenIds(ids: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(SEEN_EVENTS_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: seen state stays for this page only.
  }
}

/** Marks ids as seen in local storage (used when a detail page opens). */
export function markSeen(ids: readonly string[]): void {
  const seen = readSeenIds();
  const before = seen.size;
  for (const id of ids) seen.add(id);
  if (seen.size !== before) writeSeenIds(seen);
}

/** The seen ids, kept in sync with other tabs through the storage event. */
export function useSeenEvents() {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => readSeenIds());
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SEEN_EVENTS_KEY) setSeen(readSeenIds());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const mark = useCallback((ids: readonly string[]) => {
    if (!ids.length) return;
    markSeen(ids);
    setSeen(readSeenIds());
  }, []);
  return { seen, mark };
}

/** Calls `onHalfVisible(id)` when at least half of an observed element is visible (guarded: no observer, no call). */
export function useHalfVisible(onHalfVisible: (id: string) => void) {
  const [observer, setObserver] = useState<IntersectionObserver | null>(null);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.IntersectionObserver !== 'function') return undefined;
    const created = new window.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset['eventId'];
          if (id && entry.isIntersecting && entry.intersectionRatio >= 0.5) onHalfVisible(id);
        }
      },
      { threshold: 0.5 },
    );
    setObserver(created);
    return () => created.disconnect();
  }, [onHalfVisible]);
  return useCallback(
    (element: HTMLElement | null) => {
      if (element && observer) observer.observe(element);
    },
    [observer],
  );
}
