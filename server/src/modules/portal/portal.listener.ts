import type { EntityManager } from 'typeorm';
import type { DoneForced } from '../../kernel/done-before-date';
import type { EventHandlers } from '../../kernel/events';
import { ClientTimelineEntry } from './portal.entities';

/** The timeline entry kind of a forced "done" (staff only: the reason is never shown to the client). */
export const DONE_FORCED_KIND = 'done.forced';

/**
 * The portal's reactions: the timeline is fed by the features' transitions on the spine (it imports
 * neither events nor pickups for them). A forced "done" is kept with who, when and why.
 */
export function portalHandlers(): EventHandlers {
  return {
    'event.done_forced': (em, event) => recordDoneForced(em, 'event', event.eventRequestId, event),
    'pickup.done_forced': (em, event) => recordDoneForced(em, 'pickup', event.pickupRequestId, event),
  };
}

async function recordDoneForced(em: EntityManager, subjectType: 'event' | 'pickup', subjectId: number, forced: DoneForced): Promise<void> {
  await em.getRepository(ClientTimelineEntry).insert({
    subjectType,
    subjectId,
    kind: DONE_FORCED_KIND,
    actor: 'staff',
    actorUserId: forced.actorUserId,
    actorName: forced.actorName,
    revisionId: null,
    message: forced.reason,
    at: forced.at,
  });
}
