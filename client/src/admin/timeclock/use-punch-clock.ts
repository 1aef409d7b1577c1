import { ServerError } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { dayBounds, PUNCH_OUT_CONFIRM_MS, totalMs, weekBounds } from '@shared/time/time-totals';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyPunchScreenDocument, PunchTimeClockDocument, type Role } from '../../graphql/graphql';
import { punchFeedback } from './punch-feedback';
import {
  browserFlushLock,
  clearQueue as clearStoredQueue,
  enqueue,
  flushQueue,
  newPunch,
  PUNCH_QUEUE_KEY,
  readQueue,
  type FlushLock,
  type PunchActionName,
  type QueuedPunch,
  type SendOutcome,
} from './punch-queue';
import { applyPending, pendingFromQueue, type ClockEntry, type PendingPunch } from './punch-view';
import { TIMECLOCK_TZ } from './time-format';
import { graphqlCode, isUnauthenticated, serverText } from './timeclock-errors';
import { NOTE_DRAFT_KEY } from './timeclock-texts';
import type { timeclockFr } from './timeclock.texts';

/** back-office.md §9. */
export const PUNCH_TIMEOUT_MS = 15_000;
export const QUEUE_RETRY_MS = 5_000;
export const FULL_REFRESH_MS = 60_000;
export const CLOCK_TICK_MS = 1_000;
export const NOTE_DRAFT_DELAY_MS = 200;

type PunchOutcome = SendOutcome | { kind: 'unauthenticated' };

export type LoadState = 'loading' | 'ready' | 'error' | 'unauthenticated';

/** A message's text: one of the page's texts (shown in the back-office's language), or the server's own words. */
export type PunchMessageText = { key: PunchTextKey } | { server: string };
type PunchTextKey = { [K in keyof typeof timeclockFr]: (typeof timeclockFr)[K] extends string ? K : never }[keyof typeof timeclockFr];

export interface PunchMessage {
  tone: 'success' | 'error' | 'info';
  text: PunchMessageText;
}

interface ServerSnapshot {
  role: Role;
  openEntryId: string | null;
  entries: Omit<ClockEntry, 'pending'>[];
  /** Server clock minus this device's clock, in ms. */
  offsetMs: number;
}

/** A signal that aborts after `ms`, or when `parent` does (leaving the page). */
function requestSignal(parent: AbortSignal, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ms);
  parent.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      parent.removeEventListener('abort', abort);
    },
  };
}

/** The server's explanation when it gave one, else the page's text `key`. */
function serverOr(error: unknown, key: PunchTextKey): PunchMessageText {
  const said = serverText(error, '');
  return said === '' ? { key } : { server: said };
}

function readDraft(storage: Storage): string {
  try {
    return storage.getItem(NOTE_DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

export interface PunchClockOptions {
  storage?: Storage;
  /** Replaces the browser's lock between tabs (tests). */
  lock?: FlushLock;
}

/**
 * Everything the punch screen does besides drawing: loading the status and the week's entries,
 * punching with an optimistic update (rolled back when refused), the offline queue and its
 * timers, the note draft, and the live clock.
 */
export function usePunchClock({ storage = window.localStorage, lock }: PunchClockOptions = {}) {
  const client = useApolloClient();
  const { t } = useTranslation();
  // The callbacks below read the texts of the language shown now without being recreated.
  const tRef = useRef(t);
  tRef.current = t;
  const text = useCallback((key: PunchTextKey): string => tRef.current(`timeclock.${key}`), []);
  const [server, setServer] = useState<ServerSnapshot | null>(null);
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const [loadError, setLoadError] = useState<PunchMessageText | null>(null);
  const [queue, setQueue] = useState<QueuedPunch[]>(() => readQueue(storage));
  const [inFlight, setInFlight] = useState<PendingPunch | null>(null);
  const [message, setMessage] = useState<PunchMessage | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncing, setSyncing] = useState(false);
  const [lastSyncAt, setLastSyncAt] = useState<number | null>(null);
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const [note, setNote] = useState(() => readDraft(storage));

  const lockRef = useRef<FlushLock>(lock ?? browserFlushLock(storage));
  const leaving = useRef(new AbortController());
  const inFlightRef = useRef(false);
  const flushingRef = useRef(false);
  const offsetRef = useRef(0);
  const refreshSeq = useRef(0);
  const noteRef = useRef(note);
  noteRef.current = note;

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const now = deviceNow + (server?.offsetMs ?? 0);

  const view = useMemo(() => {
    const offset = server?.offsetMs ?? 0;
    const shift = (pending: PendingPunch): PendingPunch => ({ ...pending, at: new Date(Date.parse(pending.at) + offset).toISOString() });
    const pending = [...queue.filter((item) => item.lastError === null).map(pendingFromQueue), ...(inFlight ? [inFlight] : [])].map(shift);
    const { entries, open } = applyPending(server?.entries ?? [], server?.openEntryId ?? null, pending);
    const today = dayBounds(now, TIMECLOCK_TZ);
    const todayEntries = entries
      .filter((entry) => Date.parse(entry.clockIn) < today.to && (entry.clockOut === null ? now : Date.parse(entry.clockOut)) > today.from)
      .sort((a, b) => Date.parse(a.clockIn) - Date.parse(b.clockIn));
    return {
      open,
      entries,
      todayEntries,
      todayMs: totalMs(entries, today, now),
      weekMs: totalMs(entries, weekBounds(now, TIMECLOCK_TZ), now),
    };
  }, [server, queue, inFlight, now]);
  const viewRef = useRef(view);
  viewRef.current = view;

  const refresh = useCallback(async () => {
    // Only the latest refresh counts: an older answer (sent before a punch was applied) never
    // overwrites a newer one.
    const seq = (refreshSeq.current += 1);
    const { signal, done } = requestSignal(leaving.current.signal, PUNCH_TIMEOUT_MS);
    const week = weekBounds(Date.now() + offsetRef.current, TIMECLOCK_TZ);
    try {
      const sentAt = Date.now();
      const { data } = await client.query({
        query: MyPunchScreenDocument,
        variables: { from: new Date(week.from).toISOString(), to: new Date(week.to).toISOString(), tz: TIMECLOCK_TZ },
        fetchPolicy: 'no-cache',
        // Never share an answer with an older identical request still in flight: it may predate a punch.
        context: { fetchOptions: { signal }, queryDeduplication: false },
      });
      if (!data) throw new Error('no data');
      if (seq !== refreshSeq.current) return;
      const receivedAt = Date.now();
      offsetRef.current = Date.parse(data.myTimeClockStatus.serverTime) - Math.round((sentAt + receivedAt) / 2);
      const entries = data.myTimeSheet.entries.map(({ id, clockIn, clockOut, note: entryNote }) => ({ id, clockIn, clockOut, note: entryNote }));
      // The status and the sheet are read separately: a punch landing between the two reads must
      // not show a closed shift as open (the sheet's closed copy wins).
      const status = data.myTimeClockStatus.openEntry;
      const inSheet = status ? entries.find((entry) => entry.id === status.id) : undefined;
      const open = status && (!inSheet || inSheet.clockOut === null) ? status : null;
      if (open && !inSheet) entries.push({ id: open.id, clockIn: open.clockIn, clockOut: null, note: open.note });
      setServer({ role: data.me.role, openEntryId: open?.id ?? null, entries, offsetMs: offsetRef.current });
      setLoadState('ready');
      setLoadError(null);
      setLastSyncAt(receivedAt);
    } catch (error) {
      if (leaving.current.signal.aborted || seq !== refreshSeq.current) return;
      if (isUnauthenticated(error)) {
        setLoadState('unauthenticated');
        return;
      }
      setLoadError(serverOr(error, 'loadError'));
      setLoadState((state) => (state === 'ready' ? state : 'error'));
    } finally {
      done();
    }
  }, [client]);

  const send = useCallback(
    async (item: QueuedPunch, offline: boolean): Promise<PunchOutcome> => {
      const { signal, done } = requestSignal(leaving.current.signal, PUNCH_TIMEOUT_MS);
      try {
        const { data } = await client.mutate({
          mutation: PunchTimeClockDocument,
          variables: {
            input: {
              action: item.payload.action === 'in' ? 'IN' : 'OUT',
              note: item.payload.note ?? null,
              idempotencyKey: item.id,
              clientTime: item.createdAt,
              clientSentAt: new Date().toISOString(),
              offline,
            },
          },
          fetchPolicy: 'no-cache',
          context: { fetchOptions: { signal } },
        });
        const result = data?.punch;
        if (!result) return { kind: 'refused', message: text('punchError') };
        switch (result.__typename) {
          case 'TimeEntry':
            return { kind: 'done' };
          case 'PunchAlreadyOpenError':
          case 'NoOpenShiftError':
          case 'PunchOutOfOrderError':
          case 'PunchPeriodLockedError': // a locked pay period: the server kept the punch for the managers
            return { kind: 'refused', message: result.message };
          default:
            return { kind: 'refused', message: text('punchError') };
        }
      } catch (error) {
        if (isUnauthenticated(error)) return { kind: 'unauthenticated' };
        const code = graphqlCode(error);
        if (code !== undefined) {
          // The server answered: try again later only when it said it could not work right now.
          if (code === 'INTERNAL' || code === 'SERVICE_UNAVAILABLE' || code === 'RATE_LIMITED') return { kind: 'retryLater' };
          return { kind: 'refused', message: serverText(error, text('punchError')) };
        }
        if (ServerError.is(error) && error.statusCode < 500 && error.statusCode !== 429) {
          return { kind: 'refused', message: serverText(error, text('punchError')) };
        }
        // No answer (offline, time-out, leaving the page), a proxy's 5xx, an unreadable body: the
        // punch may or may not have been recorded; its key makes sending it again safe.
        return { kind: 'retryLater' };
      } finally {
        done();
      }
    },
    [client, text],
  );

  const flush = useCallback(
    async ({ retryRefused }: { retryRefused: boolean }) => {
      if (flushingRef.current || !navigator.onLine || readQueue(storage).length === 0) return;
      flushingRef.current = true;
      setSyncing(true);
      let sessionLost = false;
      let firstRefusal: string | null = null;
      try {
        const report = await flushQueue({
          storage,
          lock: lockRef.current,
          retryRefused,
          send: async (item) => {
            const outcome = await send(item, true);
            if (outcome.kind === 'unauthenticated') {
              sessionLost = true;
              return { kind: 'retryLater' };
            }
            if (outcome.kind === 'refused') firstRefusal ??= outcome.message;
            return outcome;
          },
        });
        setQueue(readQueue(storage));
        if (!report.ran) return;
        if (!report.interrupted) setLastSyncAt(Date.now());
        if (sessionLost) setMessage({ tone: 'error', text: { key: 'session401' } });
        else if (firstRefusal !== null) setMessage({ tone: 'error', text: { server: firstRefusal } });
        // The queue went out: "Hors ligne : pointage gardé…" no longer says what happened.
        else if (readQueue(storage).length === 0) setMessage((current) => (current && 'key' in current.text && (current.text.key === 'queued' || current.text.key === 'queuedAfterFailure') ? null : current));
        if (firstRefusal !== null || sessionLost) punchFeedback('failure');
        else if (report.sent > 0) punchFeedback('success');
        if (report.sent > 0) await refresh();
      } finally {
        flushingRef.current = false;
        setSyncing(false);
      }
    },
    [refresh, send, storage],
  );

  const punch = useCallback(
    async (action: PunchActionName) => {
      if (inFlightRef.current) return;
      const { open } = viewRef.current;
      // The spec's page ignores an IN while in and an OUT while out.
      if (action === 'in' && open) return;
      if (action === 'out' && !open) return;
      if (action === 'out') {
        const sinceIn = Date.now() + offsetRef.current - Date.parse(open!.clockIn);
        if (sinceIn < PUNCH_OUT_CONFIRM_MS && !window.confirm(text('confirmQuickOut'))) return;
        if (noteRef.current.trim() === '' && !window.confirm(text('confirmEmptyNote'))) return;
      }
      const item = newPunch({ action, note: noteRef.current }, new Date());
      const clearNote = () => {
        if (action === 'out') setNote('');
      };

      // Offline, or earlier punches still waiting: the new one waits behind them, in order.
      if (!navigator.onLine || readQueue(storage).length > 0) {
        setQueue(enqueue(storage, item));
        clearNote();
        setMessage({ tone: 'info', text: { key: 'queued' } });
        punchFeedback('success');
        void flush({ retryRefused: false });
        return;
      }

      inFlightRef.current = true;
      setInFlight(pendingFromQueue(item));
      setMessage(null);
      const outcome = await send(item, false);
      inFlightRef.current = false;
      switch (outcome.kind) {
        case 'done':
          punchFeedback('success');
          clearNote();
          setMessage({ tone: 'success', text: { key: action === 'in' ? 'punchedIn' : 'punchedOut' } });
          await refresh();
          setInFlight(null);
          return;
        case 'refused':
          setInFlight(null);
          punchFeedback('failure');
          setMessage({ tone: 'error', text: { server: outcome.message } });
          void refresh();
          return;
        case 'unauthenticated':
          setInFlight(null);
          punchFeedback('failure');
          setMessage({ tone: 'error', text: { key: 'session401' } });
          return;
        case 'retryLater':
          if (leaving.current.signal.aborted) {
            // Leaving the page mid-punch: keep it for the next visit rather than lose it.
            enqueue(storage, item);
            return;
          }
          setInFlight(null);
          punchFeedback('failure');
          setQueue(enqueue(storage, item));
          clearNote();
          setMessage({ tone: 'error', text: { key: 'queuedAfterFailure' } });
          return;
      }
    },
    [flush, refresh, send, storage, text],
  );

  const clearQueue = useCallback(() => {
    if (!window.confirm(text('confirmClearQueue'))) return;
    clearStoredQueue(storage);
    setQueue([]);
  }, [storage, text]);

  const forceSync = useCallback(async () => {
    await flush({ retryRefused: true });
    await refresh();
  }, [flush, refresh]);

  // First load, then the timers of back-office.md §4 and §9.
  useEffect(() => {
    void refresh();
    void flush({ retryRefused: true });
    const tick = setInterval(() => setDeviceNow(Date.now()), CLOCK_TICK_MS);
    const retry = setInterval(() => void flush({ retryRefused: false }), QUEUE_RETRY_MS);
    const full = setInterval(() => void refresh(), FULL_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void refresh();
      void flush({ retryRefused: false });
    };
    const onOnline = () => {
      setOnline(true);
      void flush({ retryRefused: true }).then(() => refresh());
    };
    const onOffline = () => setOnline(false);
    const onStorage = (event: StorageEvent) => {
      if (event.key === PUNCH_QUEUE_KEY || event.key === null) setQueue(readQueue(storage));
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(tick);
      clearInterval(retry);
      clearInterval(full);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush, refresh, storage]);

  // The note draft is kept 200 ms after the last keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        if (note === '') storage.removeItem(NOTE_DRAFT_KEY);
        else storage.setItem(NOTE_DRAFT_KEY, note);
      } catch {
        // Storage full or refused: the draft only lives in the page.
      }
    }, NOTE_DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [note, storage]);

  // Closing the page during a shift asks first.
  const onDuty = view.open !== null;
  useEffect(() => {
    if (!onDuty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [onDuty]);

  return {
    loadState,
    loadError,
    role: server?.role ?? null,
    view,
    now,
    online,
    syncing,
    lastSyncAt,
    queue,
    busy: inFlight !== null,
    message,
    dismissMessage: () => setMessage(null),
    note,
    setNote,
    punch,
    forceSync,
    clearQueue,
  };
}
