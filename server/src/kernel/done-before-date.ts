import { DateTime } from 'luxon';
import { AppError } from '../shared/app-error';
import { ErrorCode } from '../shared/errors';
import { DONE_BEFORE_DATE_MESSAGES as M } from '../shared/messages.fr';
import { Role, roleAtLeast } from '../shared/roles';
import { actingUserId, RequestContext } from './context';

const ZONE = 'America/Toronto';

/** A forced "done" (the payload of event.done_forced and pickup.done_forced): who, when, why. */
export interface DoneForced {
  at: Date;
  /** The staff reason, trimmed (never shown to the client). */
  reason: string;
  actorUserId: number | null;
  actorName: string | null;
}

/**
 * An event or a pickup is done on or after its date (America/Toronto), never before: the final
 * invoice follows "done". Before the date the server refuses with a French message, unless an
 * ADMIN forces it with a reason: then this answers who, when and why, and the feature emits it on
 * the spine (event.done_forced, pickup.done_forced) in the same transaction; the portal keeps it
 * in the staff timeline. Null when the date is reached (nothing to record).
 * `day` is YYYY-MM-DD (the event's last day, the pickup's scheduled day); null = no date to check.
 */
export function guardDoneBeforeDate(
  ctx: RequestContext,
  subject: { type: 'event' | 'pickup'; id: number; day: string | null },
  forceReason: string | null | undefined,
): DoneForced | null {
  const today = DateTime.fromJSDate(ctx.now, { zone: ZONE }).toISODate()!;
  if (!subject.day || today >= subject.day) return null;
  const reason = forceReason?.trim() ?? '';
  const day = DateTime.fromISO(subject.day, { zone: ZONE }).setLocale('fr-CA').toFormat('d MMMM yyyy').replace(/^1 /, '1er ');
  if (!reason) throw new AppError(ErrorCode.INVALID_STATUS_TRANSITION, M[subject.type](day), { forceReason: M[subject.type](day) });
  if (!ctx.user || !roleAtLeast(ctx.user.role, Role.ADMIN)) throw new AppError(ErrorCode.FORBIDDEN, M.adminOnly);
  if (reason.length > 500) throw new AppError(ErrorCode.BAD_USER_INPUT, M.reasonTooLong, { forceReason: M.reasonTooLong });
  ctx.log.warn({ subject: subject.type, id: subject.id, day: subject.day, by: actingUserId(ctx), reason }, 'marked done before its date (forced)');
  return { at: ctx.now, reason, actorUserId: actingUserId(ctx), actorName: ctx.user.email ?? null };
}
