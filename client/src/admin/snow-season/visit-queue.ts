/**
 * The driver's offline queue (like the time clock's, punch-queue.ts): a "Fait" / "Impossible"
 * made without network waits in local storage, survives a reload, and is sent later in order with
 * its idempotency key (the item's id) and its original time, so the server records it once at the
 * time it was made. A refusal stays in the queue with its reason; nothing is dropped silently.
 * The photo (already shrunk to a small JPEG) waits with it and is sent after the completion.
 */
export const VISIT_QUEUE_KEY = 'snowVisitQueue.v1';

export interface QueuedVisit {
  /** Idempotency key, made once (crypto.randomUUID) and sent with every try. */
  id: string;
  /** When the driver pressed the button (device clock, ISO 8601). */
  createdAt: string;
  visitId: string;
  outcome: 'done' | 'impossible';
  reason: string | null;
  latitude: number | null;
  longitude: number | null;
  /** data:image/jpeg;base64,… or null. */
  photo: string | null;
  /** The completion was recorded; only the photo is left to send. */
  completed: boolean;
  lastError: string | null;
}

export type SendResult = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'retryLater' };

export interface VisitSender {
  complete(item: QueuedVisit): Promise<SendResult>;
  photo(item: QueuedVisit): Promise<SendResult>;
}

function isItem(value: unknown): value is QueuedVisit {
  const item = value as Partial<QueuedVisit> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.visitId === 'string' &&
    typeof item.createdAt === 'string' &&
    (item.outcome === 'done' || item.outcome === 'impossible')
  );
}

export function readVisitQueue(storage: Storage): QueuedVisit[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(VISIT_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function writeVisitQueue(storage: Storage, items: QueuedVisit[]): void {
  if (items.length === 0) storage.removeItem(VISIT_QUEUE_KEY);
  else storage.setItem(VISIT_QUEUE_KEY, JSON.stringify(items));
}

export function enqueueVisit(storage: Storage, item: Omit<QueuedVisit, 'completed' | 'lastError'>): QueuedVisit {
  const full: QueuedVisit = { ...item, completed: false, lastError: null };
  writeVisitQueue(storage, [...readVisitQueue(storage), full]);
  return full;
}

let flushing: Promise<number> | null = null;

/**
 * Sends the queue in order; stops at the first "retry later" (no network). Answers how many items
 * were fully sent. One flush at a time per tab; the server's idempotency key makes a second tab's
 * double send harmless.
 */
export function flushVisitQueue(storage: Storage, sender: VisitSender): Promise<number> {
  if (flushing) return flushing;
  const run = (async () => {
    let sent = 0;
    {
      for (const item of readVisitQueue(storage)) {
        if (item.lastError) continue;
        if (!item.completed) {
          const result = await sender.complete(item);
          if (result.kind === 'retryLater') break;
          if (result.kind === 'refused') {
            update(storage, item.id, { lastError: result.message });
            continue;
          }
          update(storage, item.id, { completed: true });
          item.completed = true;
        }
        if (item.photo) {
          const result = await sender.photo(item);
          if (result.kind === 'retryLater') break;
          if (result.kind === 'refused') {
            update(storage, item.id, { lastError: result.message, photo: null });
            continue;
          }
        }
        writeVisitQueue(storage, readVisitQueue(storage).filter((q) => q.id !== item.id));
        sent += 1;
      }
    }
    return sent;
  })();
  // Set after the start: a flush with nothing to send finishes before this line.
  flushing = run;
  void run
    .finally(() => {
      if (flushing === run) flushing = null;
    })
    .catch(() => undefined);
  return run;
}

function update(storage: Storage, id: string, changes: Partial<QueuedVisit>): void {
  writeVisitQueue(
    storage,
    readVisitQueue(storage).map((q) => (q.id === id ? { ...q, ...changes } : q)),
  );
}

/** Drops refused items (after the driver read the reason). */
export function clearRefused(storage: Storage): void {
  writeVisitQueue(storage, readVisitQueue(storage).filter((q) => !q.lastError));
}

/** Shrinks a camera photo to at most `max` pixels on its long side, as a JPEG data URL (keeps the queue small). */
export async function shrinkPhoto(file: File, max = 1280): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.75);
}

export function dataUrlBytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
