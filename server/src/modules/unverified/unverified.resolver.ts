import { Arg, Authorized, Ctx, ID, Mutation, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ABUSE_MESSAGES } from '../../shared/abuse.messages.fr';
import { ErrorCode } from '../../shared/errors';
import { Role } from '../../shared/roles';
import { inTransaction } from '../../kernel/transactions';
import { EventMaterialLine } from '../events/events.public';
import { EventRequest } from '../events/events.public';
import { EventServiceLine } from '../events/events.public';
import { EventsService } from '../events/events.public';
import { PickupRequest } from '../pickup/pickup.public';
import { PickupService } from '../pickup/pickup.public';

export enum UnverifiedKind {
  PICKUP = 'pickup',
  EVENT = 'event',
}
registerEnumType(UnverifiedKind, {
  name: 'UnverifiedKind',
  description: 'Which list an unverified request belongs to.',
  valuesConfig: { PICKUP: { description: 'A pickup request.' }, EVENT: { description: 'An event quote request.' } },
});

/** The staff's review of unverified ("non vérifiées") pickup and event requests, flagged by the abuse checks (issue #19). */
@Resolver()
export class UnverifiedRequestsResolver {
  constructor(
    private readonly pickup: PickupService,
    private readonly events: EventsService,
  ) {}

  @Authorized(Role.MANAGER)
  @Mutation(() => Boolean, {
    description:
      'MANAGER and up: marks an unverified ("non vérifiée") request as real; an event request that asked for a copy of its quote gets it now. CONFLICT when already verified.',
  })
  async confirmUnverifiedRequest(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => UnverifiedKind, { description: 'Pickup or event request.' }) kind: UnverifiedKind,
    @Arg('id', () => ID, { description: 'Request id.' }) id: string,
  ): Promise<boolean> {
    const target = kind === UnverifiedKind.PICKUP ? PickupRequest : EventRequest;
    const row = await this.find(ctx, kind, id);
    const result = await ctx.dataSource.getRepository(target).update({ id: row.id, unverified: true }, { unverified: false });
    if (!result.affected) throw new AppError(ErrorCode.INVALID_TRANSITION, ABUSE_MESSAGES.notUnverified);
    if (kind === UnverifiedKind.EVENT && (row as EventRequest).sendCopy && !row.anonymizedAt) await this.events.resendQuote(ctx, row.id);
    if (!row.anonymizedAt) await (kind === UnverifiedKind.PICKUP ? this.pickup.confirmedByStaff(ctx, row.id) : this.events.confirmedByStaff(ctx, row.id));
    ctx.log.info({ kind, id: row.id, by: ctx.user?.id ?? null }, 'unverified request confirmed');
    return true;
  }

  @Authorized(Role.MANAGER)
  @Mutation(() => Boolean, { description: 'MANAGER and up: deletes an unverified ("non vérifiée") request (spam). CONFLICT when it is verified.' })
  async deleteUnverifiedRequest(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => UnverifiedKind, { description: 'Pickup or event request.' }) kind: UnverifiedKind,
    @Arg('id', () => ID, { description: 'Request id.' }) id: string,
  ): Promise<boolean> {
    const row = await this.find(ctx, kind, id);
    await inTransaction(ctx.dataSource, async (em) => {
      if (kind === UnverifiedKind.EVENT) {
        await em.delete(EventMaterialLine, { eventRequestId: row.id });
        await em.delete(EventServiceLine, { eventRequestId: row.id });
      }
      const result = await em.delete(kind === UnverifiedKind.PICKUP ? PickupRequest : EventRequest, { id: row.id, unverified: true });
      if (!result.affected) throw new AppError(ErrorCode.INVALID_TRANSITION, ABUSE_MESSAGES.notUnverified);
    });
    ctx.log.info({ kind, id: row.id, by: ctx.user?.id ?? null }, 'unverified request deleted');
    return true;
  }

  private async find(ctx: RequestContext, kind: UnverifiedKind, id: string): Promise<PickupRequest | EventRequest> {
    const row = kind === UnverifiedKind.PICKUP ? await this.pickup.get(ctx, id) : await this.events.get(ctx, id);
    if (!row.unverified) throw new AppError(ErrorCode.INVALID_TRANSITION, ABUSE_MESSAGES.notUnverified);
    return row;
  }
}
