import type { Logger } from 'pino';
import { createLiveBus, type LiveBus } from '../../db/live-bus';

/** What every open back-office hears: the inbox of a section changed (an item came, was assigned or handled). */
export interface InboxSignal {
  section: string;
  at: string;
}

/** Live inbox signals (db/live-bus.ts; Redis channel `office:inbox` with REDIS_URL), published after the commit. */
export type InboxBus = LiveBus<InboxSignal>;

export function createInboxBus(redisUrl: string | null, log: Logger): InboxBus {
  return createLiveBus<InboxSignal>('office:inbox', 'office inbox', redisUrl, log);
}
