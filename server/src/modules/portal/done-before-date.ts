import { DateTime } from 'luxon';
import type { EntityManager } from 'typeorm';
import { actingUserId, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { DONE_BEFORE_DATE_MESSAGES as M } from '../../shared/messages.fr';
import { Role, roleAtLeast } from '../../shared/roles';
import { ClientTimelineEntry } from './portal.entities';

const ZONE = 'America/Toronto';

/** The timeline entry kind of a forced "done" (staff only: the reason is never shown to the client). */
export const DONE_FORCED_KIND = 'done.forced';

/**
 * An event or a pickup is done on or after its date (America/Toronto), never before: the final
 * invoice follows "done". Before the date the server refuses with a French message, unless an
 * ADMIN forces it with a reason, which is kept in the staff timeline (who, when, why).
 * `day` is YYYY-MM-DD (the event's last day, the pickup's scheduled day); null = no date to check.
 */
export async function guardDoneBeforeDate(
  ctx: RequestContext,
  em: EntityManager,
  subject: { type: 'event' | 'pickup'; id: number; day: string | null },
  forceReason: string | null | undefined,
): Promise<void> {
  const today = DateTime.fromJSDate(ctx.now, { zone: ZONE }).toISODate()!;
  if (!subject.day || today >= subject.day) return;
  const reason = forceReason?.trim() ?? '';
  const day = DateTime.fromISO(subject.day, { zone: ZONE }).setLocale('fr-CA').toFormat('d MMMM yyyy').replace(/^1 /, '1er ');
  if (!reason) throw new AppError(ErrorCode.INVALID_STATUS_TRANSITION, M[subject.type](day), { forceReason: M[subject.type](day) });
  if (!ctx.user || !roleAtLeast(ctx.user.role, Role.ADMIN)) throw new AppError(ErrorCode.FORBIDDEN, M.adminOnly);
  if (reason.length > 500) throw new AppError(ErrorCode.BAD_USER_INPUT, M.reasonTooLong, { forceReason: M.reasonTooLong });
  await em.getRepository(ClientTimelineEntry).insert({
    subjectType: subject.type,
    subjectId: subject.id,
    kind: DONE_FORCED_KIND,
    actor: 'staff',
    actorUserId: actingUserId(ctx),
    actorName: ctx.user.email ?? null,
    revisionId: null,
    message: reason,
    at: ctx.now,
  });
  ctx.log.warn({ subject: subject.type, id: subject.id, day: subject.day, by: actingUserId(ctx), reason }, 'marked done before its date (forced)');
}
