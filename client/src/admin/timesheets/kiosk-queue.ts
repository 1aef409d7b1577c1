/**
 * The kiosk's offline queue: punches made while the tablet is offline wait in local storage with
 * their idempotency key and original time, and are sent in order when the connection returns, as on
 * the punch page. The PIN waits with the punch (the server must check it) and leaves with it.
 */
export const KIOSK_QUEUE_KEY = 'kioskQueue.v1';
export const KIOSK_TOKEN_KEY = 'kioskToken.v1';

export interface KioskQueuedPunch {
  id: string;
  createdAt: string;
  userId: string;
  name: string;
  pin: string;
  action: 'IN' | 'OUT';
}

export function readKioskQueue(storage: Storage): KioskQueuedPunch[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KIOSK_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as KioskQueuedPunch[]).filter((item) => typeof item?.id === 'string' && typeof item.createdAt === 'string') : [];
  } catch {
    return [];
  }
}

export function writeKioskQueue(storage: Storage, items: KioskQueuedPunch[]): void {
  try {
    if (items.length === 0) storage.removeItem(KIOSK_QUEUE_KEY);
    else storage.setItem(KIOSK_QUEUE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or refused: the punch stays in memory only.
  }
}

export type KioskSendOutcome = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'retryLater' };

/** Sends the queue in order; stops at the first punch to retry later. Refused punches leave the queue with their message. */
export async function flushKioskQueue(storage: Storage, send: (item: KioskQueuedPunch) => Promise<KioskSendOutcome>): Promise<{ sent: number; refused: string[] }> {
  let sent = 0;
  const refused: string[] = [];
  for (const item of readKioskQueue(storage)) {
    const outcome = await send(item);
    if (outcome.kind === 'retryLater') break;
    writeKioskQueue(
      storage,
      readKioskQueue(storage).filter((queued) => queued.id !== item.id),
    );
    if (outcome.kind === 'done') sent += 1;
    else refused.push(`${item.name} : ${outcome.message}`);
  }
  return { sent, refused };
}
