import type { Logger } from 'pino';
import { createLiveBus, type LiveBus } from '../../db/live-bus';

/** What the dispatch board hears: a visit changed (or a snowfall's visits were generated). */
export interface DispatchEvent {
  snowfallId: number;
  routeId: number | null;
  visitId: number | null;
  status: string | null;
  at: string;
}

/** Live dispatch events (db/live-bus.ts; Redis channel `snow:dispatch` with REDIS_URL), published after the commit. */
export type DispatchBus = LiveBus<DispatchEvent>;

export function createDispatchBus(redisUrl: string | null, log: Logger): DispatchBus {
  return createLiveBus<DispatchEvent>('snow:dispatch', 'dispatch board', redisUrl, log);
}
