import type Redis from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ABUSE_MESSAGES } from '../../shared/abuse.messages.fr';
import { ErrorCode } from '../../shared/errors';
import { BotCheck, BotCheckValue } from './bot-check';
import { DatabaseHitStore, PublicForm, PublicWriteLimiter, RedisHitStore } from './public-write-limiter';

/** Builds the guard from the configuration: counters in Redis when REDIS_URL is set, in the database otherwise. */
export function createPublicGuard(dataSource: DataSource, config: AppConfig): PublicGuard {
  const { abuse } = config;
  const redis = abuse.redisUrl ? new (loadIoRedis())(abuse.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
  const store = redis ? new RedisHitStore(redis) : new DatabaseHitStore(dataSource);
  const limiter = new PublicWriteLimiter(store, {
    form: [
      { seconds: 600, max: abuse.publicWritePer10Min },
      { seconds: 86_400, max: abuse.publicWritePerDay },
    ],
    analytics: [
      { seconds: 600, max: abuse.analyticsPer10Min },
      { seconds: 86_400, max: abuse.analyticsPerDay },
    ],
  });
  return new PublicGuard(limiter, new BotCheck(config.auth.jwtSecret, abuse.botCheckCost), abuse.botCheck, async () => {
    await redis?.quit().catch(() => undefined);
  });
}

/** ioredis is loaded only when REDIS_URL is set (as the dispatch bus does): not at start-up otherwise. */
function loadIoRedis(): typeof Redis {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (memory, start-up time)
  return (require('ioredis') as { default: typeof Redis }).default;
}

/** What the public write services ask before storing anything (limits, then bot check). */
export class PublicGuard {
  constructor(
    private readonly limiter: PublicWriteLimiter,
    readonly botCheck: BotCheck,
    private readonly botCheckOn: boolean,
    /** Closes the Redis connection, if any. */
    readonly close: () => Promise<void> = async () => undefined,
  ) {}

  /**
   * Counts this anonymous write against the client address and the e-mail address; beyond the
   * limit throws RATE_LIMITED (429 + Retry-After on /api) before anything is stored. Signed-in
   * staff and integrator tokens are not counted (they have their own limits).
   */
  async admit(ctx: RequestContext, form: Exclude<PublicForm, 'analytics'>, email: string | null): Promise<void> {
    if (ctx.user || ctx.apiToken) return;
    const decision = await this.limiter.hit(form, { ip: ctx.ip, email }, ctx.now);
    if (decision.allowed) return;
    ctx.log.warn({ form, retryAfter: decision.retryAfter }, 'public write refused: rate limit');
    throw new AppError(ErrorCode.RATE_LIMITED, ABUSE_MESSAGES.rateLimited(Math.ceil(decision.retryAfter / 60)), undefined, decision.retryAfter);
  }

  /** Analytics collection: false (dropped silently) beyond the per-address limit. */
  async admitPageView(ctx: RequestContext): Promise<boolean> {
    const decision = await this.limiter.hit('analytics', { ip: ctx.ip }, ctx.now);
    return decision.allowed;
  }

  /**
   * Whether the request proved it came from the site's form (valid, unused ALTCHA solution and an
   * empty honeypot). Staff and integrators are trusted; with BOT_CHECK=off everything is.
   */
  async verified(ctx: RequestContext, em: EntityManager, value: BotCheckValue | null | undefined): Promise<boolean> {
    if (!this.botCheckOn || ctx.user || ctx.apiToken) return true;
    return this.botCheck.verify(em, value, ctx.now);
  }
}
