import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../kernel/context';
import { Role } from '../../shared/roles';
import { PunchOutcome, PunchResult } from '../timeclock/timeclock.public';
import { Kiosk } from './kiosk.entities';
import { KioskService } from './kiosk.service';
import { KioskPunchInput, RegisterKioskInput } from './kiosk.inputs';
import { KioskSession, RegisteredKiosk } from './kiosk.results';

@Resolver(() => Kiosk)
export class KioskResolver {
  constructor(private readonly service: KioskService) {}

  @Authorized(Role.ADMIN)
  @Query(() => [Kiosk], { description: 'ADMIN and up: registered kiosks, newest first.' })
  kiosks(): Promise<Kiosk[]> {
    return this.service.list();
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => RegisteredKiosk, { description: 'ADMIN and up: register a shared tablet; its device token is returned this once.' })
  registerKiosk(@Ctx() ctx: RequestContext, @Arg('input', () => RegisterKioskInput, { description: 'The tablet’s name.' }) input: RegisterKioskInput): Promise<RegisteredKiosk> {
    return this.service.register(ctx, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Kiosk, { description: 'ADMIN and up: revoke a kiosk (its token stops working at once).' })
  revokeKiosk(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The kiosk.' }) id: string): Promise<Kiosk> {
    return this.service.revoke(ctx, id);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Staff session: set or change my kiosk PIN (4–6 digits).' })
  setMyKioskPin(@Ctx() ctx: RequestContext, @Arg('pin', () => String, { description: 'The new PIN, 4 to 6 digits.' }) pin: string): Promise<boolean> {
    return this.service.setMyPin(ctx, pin);
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Staff session: whether I have a kiosk PIN.' })
  myKioskPinSet(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.service.hasPin(ctx);
  }

  @Query(() => KioskSession, { description: 'Kiosk (device token, no staff session): its name and the employees who can punch there.' })
  kioskSession(@Ctx() ctx: RequestContext, @Arg('kioskToken', () => String, { description: 'The kiosk’s device token.' }) kioskToken: string): Promise<KioskSession> {
    return this.service.session(ctx, kioskToken);
  }

  @Mutation(() => PunchResult, { description: 'Kiosk (device token, no staff session): an employee punches with their PIN (throttled per employee and per kiosk).' })
  kioskPunch(@Ctx() ctx: RequestContext, @Arg('input', () => KioskPunchInput, { description: 'The kiosk token, the employee, their PIN and the punch.' }) input: KioskPunchInput): Promise<PunchOutcome> {
    return this.service.punch(ctx, input);
  }
}
