import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * The offline punch queue (back-office.md §3 "Offline queue item", §4). Punches made without a
 * connection wait in local storage under a versioned key, survive a reload, and are replayed in
 * order with their idempotency key (the item's id) and their original time (createdAt), so the
 * server records each exactly once at the time it was made. A punch the server refuses stays in
 * the queue with the reason, until it is sent again or the queue is cleared: nothing is dropped
 * silently. Only one tab flushes at a time (navigator.locks, else a lease in local storage); the
 * server's idempotency makes a rare double send harmless anyway.
 */
export const PUNCH_QUEUE_KEY = 'punchQueue.v1';
export const PUNCH_QUEUE_LEASE_KEY = 'punchQueue.v1.lease';
const LOCK_NAME = 'punchQueue.v1.flush';
/** A tab that stopped in the middle of a flush (closed, crashed) frees the lease after this. */
export const LEASE_MS = 30_000;

export type PunchActionName = 'in' | 'out';

export interface PunchPayload {
  action: PunchActionName;
  note?: string;
}

export interface QueuedPunch {
  /** The idempotency key, made once (crypto.randomUUID) and sent with every try. */
  id: string;
  /** When the punch was made (device clock, ISO 8601): the time the server records. */
  createdAt: string;
  payload: PunchPayload;
  attempts: number;
  /** Why the server refused the last try (French), or null while it simply waits. */
  lastError: string | null;
}

/** What one send gave: recorded (or already recorded), refused by the server, or to retry later. */
export type SendOutcome = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'retryLater' };

export interface FlushReport {
  /** False when another tab was flushing: this one did nothing. */
  ran: boolean;
  sent: number;
  refused: number;
  /** Stopped before the end (no connection, no session…). */
  interrupted: boolean;
  remaining: number;
}

/** Runs `work` when no other tab holds the flush; answers null (without running it) otherwise. */
export interface FlushLock {
  run<T>(work: () => Promise<T>): Promise<T | null>;
}

function isQueuedPunch(value: unknown): value is QueuedPunch {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<QueuedPunch>;
  return (
    typeof item.id === 'string' &&
    typeof item.createdAt === 'string' &&
    !Number.isNaN(Date.parse(item.createdAt)) &&
    typeof item.payload === 'object' &&
    item.payload !== null &&
    (item.payload.action === 'in' || item.payload.action === 'out')
  );
}

/** The queue, oldest first. Unreadable content reads as empty; malformed items are left out. */
export function readQueue(storage: Storage): QueuedPunch[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(PUNCH_QUEUE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isQueuedPunch).map((item) => ({
    id: item.id,
    createdAt: item.createdAt,
    payload: { action: item.payload.action, ...(item.payload.note ? { note: String(item.payload.note) } : {}) },
    attempts: Number.isFinite(item.attempts) ? item.attempts : 0,
    lastError: typeof item.lastError === 'string' ? item.lastError : null,
  }));
}

function writeQueue(storage: Storage, items: QueuedPunch[]): void {
  if (items.length === 0) storage.removeItem(PUNCH_QUEUE_KEY);
  else storage.setItem(PUNCH_QUEUE_KEY, JSON.stringify(items));
}

const makeId = newIdempotencyKey;

/** A new punch with its idempotency key and the time it is made. */
export function newPunch(payload: PunchPayload, madeAt: Date, id: string = makeId()): QueuedPunch {
  const note = payload.note?.trim();
  return { id, createdAt: madeAt.toISOString(), payload: { action: payload.action, ...(note ? { note } : {}) }, attempts: 0, lastError: null };
}

/** Adds a punch at the end (once: the same id twice is kept once). */
export function enqueue(storage: Storage, item: QueuedPunch): QueuedPunch[] {
  const items = readQueue(storage);
  if (!items.some((existing) => existing.id === item.id)) items.push(item);
  writeQueue(storage, items);
  return items;
}

export function removeFromQueue(storage: Storage, id: string): QueuedPunch[] {
  const items = readQueue(storage).filter((item) => item.id !== id);
  writeQueue(storage, items);
  return items;
}

function updateInQueue(storage: Storage, id: string, change: (item: QueuedPunch) => QueuedPunch): void {
  writeQueue(
    storage,
    readQueue(storage).map((item) => (item.id === id ? change(item) : item)),
  );
}

export function clearQueue(storage: Storage): void {
  storage.removeItem(PUNCH_QUEUE_KEY);
}

/**
 * Sends the queued punches in order, each with its own key and time. Sent ones leave the queue;
 * refused ones stay with their reason and the next ones are still tried (an IN refused because a
 * shift is already open must not hold back the OUT that follows); the first "retry later" stops
 * the flush so the order is kept for the next one.
 */
export async function flushQueue(options: {
  storage: Storage;
  send: (item: QueuedPunch) => Promise<SendOutcome>;
  lock: FlushLock;
  /** False: punches the server refused before wait for an explicit retry (reconnection, "force sync"). */
  retryRefused?: boolean;
}): Promise<FlushReport> {
  const { storage, send, lock, retryRefused = true } = options;
  const report = await lock.run(async () => {
    let sent = 0;
    let refused = 0;
    let interrupted = false;
    for (const item of readQueue(storage)) {
      // Another tab may have cleared the queue meanwhile.
      if (!readQueue(storage).some((queued) => queued.id === item.id)) continue;
      if (item.lastError !== null && !retryRefused) continue;
      const outcome = await send(item);
      if (outcome.kind === 'done') {
        removeFromQueue(storage, item.id);
        sent += 1;
      } else if (outcome.kind === 'refused') {
        updateInQueue(storage, item.id, (queued) => ({ ...queued, attempts: queued.attempts + 1, lastError: outcome.message }));
        refused += 1;
      } else {
        updateInQueue(storage, item.id, (queued) => ({ ...queued, attempts: queued.attempts + 1 }));
        interrupted = true;
        break;
      }
    }
    return { ran: true, sent, refused, interrupted, remaining: readQueue(storage).length };
  });
  return report ?? { ran: false, sent: 0, refused: 0, interrupted: false, remaining: readQueue(storage).length };
}

interface WebLocks {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** The Web Locks API: the browser itself guarantees one holder across tabs. */
export function webLock(locks: WebLocks, name: string = LOCK_NAME): FlushLock {
  return {
    run: (work) => locks.request(name, { ifAvailable: true }, async (held) => (held ? work() : null)),
  };
}

/**
 * A lease in local storage for browsers without Web Locks: `{ owner, expiresAt }`, taken when free
 * or expired, checked again after writing (another tab writing at the same moment wins or loses
 * cleanly), renewed while the work runs, and released at the end.
 */
export function storageLease(storage: Storage, owner: string, options: { now?: () => number; leaseMs?: number } = {}): FlushLock {
  const now = options.now ?? (() => Date.now());
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const read = (): { owner: string; expiresAt: number } | null => {
    try {
      const lease = JSON.parse(storage.getItem(PUNCH_QUEUE_LEASE_KEY) ?? 'null') as { owner?: unknown; expiresAt?: unknown } | null;
      return lease && typeof lease.owner === 'string' && typeof lease.expiresAt === 'number' ? { owner: lease.owner, expiresAt: lease.expiresAt } : null;
    } catch {
      return null;
    }
  };
  const take = () => storage.setItem(PUNCH_QUEUE_LEASE_KEY, JSON.stringify({ owner, expiresAt: now() + leaseMs }));
  return {
    async run(work) {
      const current = read();
      if (current && current.owner !== owner && current.expiresAt > now()) return null;
      take();
      await Promise.resolve();
      if (read()?.owner !== owner) return null;
      const renew = setInterval(take, Math.max(1000, leaseMs / 3));
      try {
        return await work();
      } finally {
        clearInterval(renew);
        if (read()?.owner === owner) storage.removeItem(PUNCH_QUEUE_LEASE_KEY);
      }
    },
  };
}

/** The best lock this browser offers. */
export function browserFlushLock(storage: Storage, owner: string = makeId()): FlushLock {
  const locks = (typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: WebLocks }).locks : undefined) ?? null;
  return locks && typeof locks.request === 'function' ? webLock(locks) : storageLease(storage, owner);
}
