import { canonicalMailbox } from '../../kernel/mailbox';
import { PublicGuard } from '../abuse/abuse.public';
import { DataSource, LessThan, MoreThan } from 'typeorm';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { CLIENT_ACCESS, PORTAL_MESSAGES } from '../../shared/portal.messages.fr';
import { LIMITS } from '../../shared/validation';
import { EventRequest } from '../events/events.public';
import { MailService } from '../mail/mail.public';
import { PickupRequest } from '../pickup/pickup.public';
import { SnowOrder, SnowOrderStatus } from '../snow/snow.public';
import { requireClient } from '../../kernel/client';
import { ClientSessions, hashToken, newLinkToken } from './client-session';
import { buildAccessLinkMail, PortalMailer } from './portal-mail';
import { ClientAccessLink, ClientLinkRequest, ClientProfile } from './portal.entities';

export enum ClientLinkStatus {
  OK = 'ok',
  EXPIRED = 'expired',
  USED = 'used',
  INVALID = 'invalid',
}

/**
 * Whether `email` has at least one request or order (not anonymised) that proves it: a pickup or
 * event request that passed the bot check or that staff confirmed (`unverified` false), or a snow
 * order. A request stored « non vérifiée » names an address nobody proved (issue #32: anyone could
 * make any address a "customer" who could then be sent portal links).
 */
export async function isCustomer(dataSource: DataSource, email: string): Promise<boolean> {
  const counts = await Promise.all(
    ([[EventRequest, true], [PickupRequest, true], [SnowOrder, false]] as const).map(([entity, verifiable]) => {
      const query = dataSource
        .getRepository(entity)
        .createQueryBuilder('r')
        .where('LOWER(r.email) = :email', { email })
        .andWhere('r.anonymizedAt IS NULL');
      if (verifiable) query.andWhere('r.unverified = :no', { no: false });
      // A snow order is anyone's to start (no bot check): only a confirmed payment makes a customer (issue #32).
      else query.andWhere('r.status = :paid', { paid: SnowOrderStatus.PAID });
      return query.getCount();
    }),
  );
  return counts.some((n) => n > 0);
}

/**
 * Sign-in by e-mailed link (no password): request a link, open it once to start a 30-day session,
 * sign out everywhere. The request answers the same, with the same work, for customers and others.
 */
export class ClientAccessService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: ClientSessions,
    private readonly mail: MailService,
    private readonly mailer: PortalMailer,
    /** Per-address limits of anonymous writes (issue #19), on top of the hourly throttle below; null = none. */
    private readonly guard: PublicGuard | null = null,
  ) {}

  async requestLink(ctx: RequestContext, rawEmail: string): Promise<boolean> {
    // The canonical mailbox (lists, comments and quoted local parts refused): one customer, one spelling.
    const email = canonicalMailbox(rawEmail) ?? '';
    if (!email || email.length > LIMITS.email) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, PORTAL_MESSAGES.emailInvalid, { email: PORTAL_MESSAGES.emailInvalid });
    }
    await this.guard?.admit(ctx, 'client-link', email);
    const ip = (ctx.ip ?? 'unknown').slice(0, 64);
    const since = new Date(ctx.now.getTime() - 3_600_000);
    const requests = this.dataSource.getRepository(ClientLinkRequest);
    const [byEmail, byIp] = await Promise.all([
      requests.count({ where: { email, createdAt: MoreThan(since) } }),
      requests.count({ where: { ip, createdAt: MoreThan(since) } }),
    ]);
    if (byEmail >= CLIENT_ACCESS.perEmailPerHour || byIp >= CLIENT_ACCESS.perIpPerHour) {
      throw new AppError(ErrorCode.RATE_LIMITED, PORTAL_MESSAGES.tooManyRequests, undefined, 3600);
    }
    const customer = await isCustomer(this.dataSource, email);
    const token = newLinkToken();
    await this.dataSource.transaction(async (em) => {
      await em.getRepository(ClientLinkRequest).insert({ email, ip, createdAt: ctx.now });
      // A link row is stored either way (same work); only a customer's is ever e-mailed, so only it can be used.
      await em.getRepository(ClientAccessLink).insert({
        tokenHash: hashToken(token),
        email,
        createdAt: ctx.now,
        expiresAt: new Date(ctx.now.getTime() + CLIENT_ACCESS.linkTtlMinutes * 60_000),
        usedAt: null,
      });
      // An anonymous trigger: capped per recipient and day in the outbox (issue #19).
      if (customer) await this.mail.queue(ctx, em, { to: email, ...buildAccessLinkMail(this.mailer, token), anonymousTrigger: true });
      await em.getRepository(ClientLinkRequest).delete({ createdAt: LessThan(new Date(ctx.now.getTime() - 86_400_000)) });
    });
    ctx.log.info({ portal: 'link requested' }, 'client access link requested');
    return true;
  }

  /**
   * Opens a link: marks it used (one conditional UPDATE: a second opening, even concurrent, finds it
   * used) and starts a session. Sets the cookie through `ctx.setCookie`.
   */
  async openLink(ctx: RequestContext, token: string): Promise<{ status: ClientLinkStatus; email: string | null }> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: ClientLinkStatus.INVALID, email: null };
    const repo = this.dataSource.getRepository(ClientAccessLink);
    const link = await repo.findOne({ where: { tokenHash: hashToken(token) } });
    if (!link) return { status: ClientLinkStatus.INVALID, email: null };
    if (link.usedAt) return { status: ClientLinkStatus.USED, email: null };
    if (link.expiresAt.getTime() <= ctx.now.getTime()) return { status: ClientLinkStatus.EXPIRED, email: null };
    const claimed = await repo
      .createQueryBuilder()
      .update(ClientAccessLink)
      .set({ usedAt: ctx.now })
      .where('id = :id AND usedAt IS NULL', { id: link.id })
      .execute();
    if (claimed.affected !== 1) return { status: ClientLinkStatus.USED, email: null };
    const profile = await this.dataSource.getRepository(ClientProfile).findOne({ where: { email: link.email } });
    const session = await this.sessions.issue(link.email, profile?.sessionEpoch ?? 0, ctx.now);
    ctx.setCookie?.(this.sessions.setCookieHeader(session.token, session.expiresAt));
    ctx.log.info({ portal: 'session started' }, 'client session started');
    return { status: ClientLinkStatus.OK, email: link.email };
  }

  /** Ends this browser's session: refused server-side from now on (a copied cookie too), and the cookie cleared. */
  async signOut(ctx: RequestContext): Promise<boolean> {
    if (ctx.client) await this.sessions.revoke(ctx.client, ctx.now);
    ctx.setCookie?.(this.sessions.clearCookieHeader());
    return true;
  }

  /** "Me déconnecter de tous les appareils": the epoch moves on, every session issued before is refused. */
  async signOutEverywhere(ctx: RequestContext): Promise<boolean> {
    const client = requireClient(ctx);
    await this.dataSource.transaction(async (em) => {
      const repo = em.getRepository(ClientProfile);
      const profile = await repo.findOne({ where: { email: client.email } });
      if (profile) await repo.update({ email: client.email }, { sessionEpoch: profile.sessionEpoch + 1 });
      else await repo.insert({ email: client.email, fullName: '', phone: '', address: '', sessionEpoch: 1, updatedAt: ctx.now });
    });
    ctx.setCookie?.(this.sessions.clearCookieHeader());
    return true;
  }
}
