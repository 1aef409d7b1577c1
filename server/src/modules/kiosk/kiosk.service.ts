import { randomBytes } from 'node:crypto';
import { DataSource, In, IsNull, MoreThan } from 'typeorm';
import { actingUserId, actorName, requireSessionUser, RequestContext } from '../../kernel/context';
import { displayName, greetingName } from '../../shared/display-name';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { KIOSK_MESSAGES } from '../../shared/timesheets.messages.fr';
import { hashApiToken } from '../auth/auth.public';
import { PunchService } from '../timeclock/timeclock.public';
import { TimeEntry } from '../timeclock/timeclock.public';
import { PunchOutcome } from '../timeclock/timeclock.public';
import { hashNeedsUpgrade, hashPassword, User, verifyAgainstDummy, verifyPassword } from '../users/users.public';
import { Kiosk, KioskPinAttempt, PinAttemptOutcome, StaffPin } from './kiosk.entities';
import { KioskPunchInput, PIN_PATTERN, RegisterKioskInput } from './kiosk.inputs';
import { KioskSession, RegisteredKiosk } from './kiosk.results';

/** PIN throttle: failures counted in the database over this window. */
export const PIN_THROTTLE = { windowMs: 15 * 60_000, perEmployee: 5, perKiosk: 20 } as const;

const parseId = (id: string | null | undefined): number | null => (id && /^\d{1,15}$/.test(id) ? Number(id) : null);

/** A PIN nobody should pick: one digit repeated, or a run up or down (1234, 98765). */
export function isTrivialPin(pin: string): boolean {
  if (/^(\d)\1+$/.test(pin)) return true;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, i) => digit - digits[i]!);
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/**
 * Kiosk punching: ADMINs register and revoke shared tablets (device token shown once, stored as a
 * SHA-256 hash); employees set their own PIN (argon2id); on a tablet, a punch names the employee and
 * carries their PIN, checked under a throttle kept in the database (failures per employee and per
 * kiosk over 15 minutes, a pending attempt counting as a failure so parallel guesses see each
 * other), then goes through the same PunchService as the punch page (idempotency, offline times,
 * locked periods).
 */
export class KioskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly punches: PunchService,
  ) {}

  list(): Promise<Kiosk[]> {
    return this.dataSource.getRepository(Kiosk).find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async register(ctx: RequestContext, input: RegisterKioskInput): Promise<RegisteredKiosk> {
    const name = input.name.trim();
    if (name === '') throw new AppError(ErrorCode.BAD_USER_INPUT, KIOSK_MESSAGES.kioskName, { name: KIOSK_MESSAGES.kioskName });
    const token = `kiosk_${randomBytes(24).toString('base64url')}`;
    const repo = this.dataSource.getRepository(Kiosk);
    const kiosk = repo.create({
      name,
      tokenHash: hashApiToken(token),
      createdById: actingUserId(ctx),
      createdByName: actorName(ctx),
      createdAt: ctx.now,
      revokedAt: null,
      lastUsedAt: null,
    });
    await repo.insert(kiosk);
    ctx.log.info({ kioskId: kiosk.id, by: actingUserId(ctx) }, 'tablette de pointage enregistrée');
    return { kiosk, token };
  }

  async revoke(ctx: RequestContext, id: string): Promise<Kiosk> {
    const repo = this.dataSource.getRepository(Kiosk);
    const kiosk = await repo.findOneBy({ id: parseId(id) ?? -1 });
    if (!kiosk) throw new AppError(ErrorCode.NOT_FOUND, KIOSK_MESSAGES.notFound);
    if (!kiosk.revokedAt) {
      await repo.update({ id: kiosk.id }, { revokedAt: ctx.now });
      kiosk.revokedAt = ctx.now;
      ctx.log.info({ kioskId: kiosk.id, by: actingUserId(ctx) }, 'tablette de pointage révoquée');
    }
    return kiosk;
  }

  /** The signed-in employee sets or changes their PIN. */
  async setMyPin(ctx: RequestContext, pin: string): Promise<boolean> {
    const user = requireSessionUser(ctx);
    if (!PIN_PATTERN.test(pin)) throw new AppError(ErrorCode.BAD_USER_INPUT, KIOSK_MESSAGES.pinFormat, { pin: KIOSK_MESSAGES.pinFormat });
    if (isTrivialPin(pin)) throw new AppError(ErrorCode.BAD_USER_INPUT, KIOSK_MESSAGES.pinTooSimple, { pin: KIOSK_MESSAGES.pinTooSimple });
    const pinHash = await hashPassword(pin);
    const repo = this.dataSource.getRepository(StaffPin);
    await repo.upsert({ userId: user.id, pinHash, updatedAt: ctx.now }, ['userId']);
    return true;
  }

  async hasPin(ctx: RequestContext): Promise<boolean> {
    const user = requireSessionUser(ctx);
    return this.dataSource.getRepository(StaffPin).existsBy({ userId: user.id });
  }

  async session(ctx: RequestContext, token: string): Promise<KioskSession> {
    const kiosk = await this.kioskOf(token);
    const pins = await this.dataSource.getRepository(StaffPin).find({ select: { userId: true } });
    const ids = pins.map((pin) => pin.userId);
    const users = ids.length === 0 ? [] : await this.dataSource.getRepository(User).find({ where: { id: In(ids), disabledAt: IsNull() } });
    const open = ids.length === 0 ? [] : await this.dataSource.getRepository(TimeEntry).find({ where: { openUserId: In(ids) }, select: { userId: true } });
    const onShift = new Set(open.map((entry) => entry.userId));
    const staff = users
      .map((user) => {
        // Never the e-mail on a shared tablet.
        const name = displayName({ firstName: user.firstName, lastName: user.lastName, name: user.name }) || `Employé n° ${user.id}`;
        return { id: String(user.id), name, firstName: greetingName({ firstName: user.firstName, name }), onShift: onShift.has(user.id) };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'fr-CA'));
    return { kioskName: kiosk.name, staff, serverTime: ctx.now };
  }

  async punch(ctx: RequestContext, input: KioskPunchInput): Promise<PunchOutcome> {
    const kiosk = await this.kioskOf(input.kioskToken);
    const userId = parseId(input.userId) ?? -1;
    await this.checkPin(ctx, kiosk, userId, input.pin);
    await this.dataSource.getRepository(Kiosk).update({ id: kiosk.id }, { lastUsedAt: ctx.now });
    const { kioskToken: _token, userId: _user, pin: _pin, ...punch } = input;
    return this.punches.punchFor(ctx, userId, punch);
  }

  private async kioskOf(token: string): Promise<Kiosk> {
    const kiosk = await this.dataSource.getRepository(Kiosk).findOneBy({ tokenHash: hashApiToken(token ?? '') });
    if (!kiosk || kiosk.revokedAt) throw new AppError(ErrorCode.UNAUTHENTICATED, KIOSK_MESSAGES.unknownKiosk);
    return kiosk;
  }

  private async checkPin(ctx: RequestContext, kiosk: Kiosk, userId: number, pin: string): Promise<void> {
    const attempts = this.dataSource.getRepository(KioskPinAttempt);
    // The attempt is recorded first (PENDING counts as a failure), then the counts are read: of
    // several parallel guesses, those beyond the limit see the others and are refused.
    const attempt = attempts.create({ kioskId: kiosk.id, userId, at: ctx.now, outcome: PinAttemptOutcome.PENDING });
    await attempts.insert(attempt);
    const since = MoreThan(new Date(ctx.now.getTime() - PIN_THROTTLE.windowMs));
    const failing = In([PinAttemptOutcome.PENDING, PinAttemptOutcome.FAIL]);
    const [forEmployee, forKiosk] = await Promise.all([
      attempts.countBy({ userId, at: since, outcome: failing }),
      attempts.countBy({ kioskId: kiosk.id, at: since, outcome: failing }),
    ]);
    const minutes = PIN_THROTTLE.windowMs / 60_000;
    if (forEmployee > PIN_THROTTLE.perEmployee || forKiosk > PIN_THROTTLE.perKiosk) {
      // Not checked at all: the PIN is not even compared (the refused try still counts).
      await attempts.update({ id: attempt.id }, { outcome: PinAttemptOutcome.FAIL });
      ctx.log.warn({ kioskId: kiosk.id, userId }, 'NIP : essais bloqués');
      throw new AppError(ErrorCode.RATE_LIMITED, forEmployee > PIN_THROTTLE.perEmployee ? KIOSK_MESSAGES.throttledEmployee(minutes) : KIOSK_MESSAGES.throttledKiosk(minutes));
    }
    const [stored, user] = await Promise.all([
      this.dataSource.getRepository(StaffPin).findOneBy({ userId }),
      this.dataSource.getRepository(User).findOneBy({ id: userId }),
    ]);
    const ok = stored && user && !user.disabledAt ? await verifyPassword(stored.pinHash, pin) : await verifyAgainstDummy(pin);
    await attempts.update({ id: attempt.id }, { outcome: ok ? PinAttemptOutcome.OK : PinAttemptOutcome.FAIL });
    if (!ok) throw new AppError(ErrorCode.INVALID_CREDENTIALS, KIOSK_MESSAGES.wrongPin);
    if (stored && hashNeedsUpgrade(stored.pinHash)) {
      await this.dataSource.getRepository(StaffPin).update({ userId }, { pinHash: await hashPassword(pin) });
    }
  }
}
