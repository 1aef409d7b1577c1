import type { PunchActionName, QueuedPunch } from './punch-queue';

/** An entry as the punch screen shows it; `pending` while the server has not confirmed it. */
export interface ClockEntry {
  id: string;
  clockIn: string;
  clockOut: string | null;
  note: string | null;
  pending: boolean;
}

/** A punch made on this device that the server has not answered yet (in flight or queued). */
export interface PendingPunch {
  id: string;
  action: PunchActionName;
  /** ISO time it was made. */
  at: string;
  note?: string;
}

export function pendingFromQueue(item: QueuedPunch): PendingPunch {
  return { id: item.id, action: item.payload.action, at: item.createdAt, ...(item.payload.note ? { note: item.payload.note } : {}) };
}

const joinNotes = (first: string | null, second: string | undefined) => [first, second].filter(Boolean).join(' | ') || null;

/**
 * The server's entries with this device's unconfirmed punches applied in order (the optimistic
 * view): an IN adds a temporary open entry, an OUT closes the open one. A punch that would not
 * apply (IN while in, OUT while out) changes nothing, as the spec's page ignores it.
 */
export function applyPending(
  entries: readonly Omit<ClockEntry, 'pending'>[],
  openId: string | null,
  pending: readonly PendingPunch[],
): { entries: ClockEntry[]; open: ClockEntry | null } {
  let list: ClockEntry[] = entries.map((entry) => ({ ...entry, pending: false }));
  let currentOpen = openId !== null && list.some((entry) => entry.id === openId) ? openId : null;
  for (const punch of pending) {
    if (punch.action === 'in') {
      if (currentOpen !== null) continue;
      const entry: ClockEntry = { id: `pending:${punch.id}`, clockIn: punch.at, clockOut: null, note: punch.note ?? null, pending: true };
      list = [...list, entry];
      currentOpen = entry.id;
    } else {
      if (currentOpen === null) continue;
      const closing = currentOpen;
      list = list.map((entry) => (entry.id === closing ? { ...entry, clockOut: punch.at, note: joinNotes(entry.note, punch.note), pending: true } : entry));
      currentOpen = null;
    }
  }
  return { entries: list, open: list.find((entry) => entry.id === currentOpen) ?? null };
}
