import type { Logger } from 'pino';
import { createRedisClient } from '../../db/redis';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config';
import { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ABUSE_MESSAGES } from '../../shared/abuse.messages.fr';
import { ErrorCode } from '../../shared/errors';
import { BotCheck, BotCheckValue } from './bot-check';
import { DatabaseHitStore, HitBucket, HitStore, PublicForm, PublicWriteLimiter, RedisHitStore } from './public-write-limiter';

/** Builds the guard from the configuration: counters in Redis when REDIS_URL is set, in the database otherwise. */
export function createPublicGuard(dataSource: DataSource, config: AppConfig, log: Logger): PublicGuard {
  const { abuse } = config;
  // One retry and a 1 s command timeout: while Redis is away a count fails within a second (and the
  // limits fail open, FailOpenHitStore) instead of holding the customer's request.
  const redis = abuse.redisUrl
    ? createRedisClient(abuse.redisUrl, log, 'public-write limits', { maxRetriesPerRequest: 1, enableOfflineQueue: true, commandTimeout: 1000 })
    : null;
  const store = redis ? new FailOpenHitStore(new RedisHitStore(redis), log) : new DatabaseHitStore(dataSource);
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

/**
 * The documented failure mode of the per-address limits kept in Redis: while Redis cannot be
 * reached they fail OPEN (the request is counted nowhere and goes on), with one warning per outage
 * in the log. What still holds meanwhile: the bot check, the per-recipient e-mail cap and the
 * portal's hourly throttle (all in the database). With the counters in the database (no
 * REDIS_URL), a database outage answers 503 as every other write does.
 */
export class FailOpenHitStore implements HitStore {
  private failing = false;
  constructor(
    private readonly inner: HitStore,
    private readonly log: Logger,
  ) {}

  async increment(buckets: readonly HitBucket[], now: Date): Promise<number[]> {
    try {
      const counts = await this.inner.increment(buckets, now);
      if (this.failing) {
        this.failing = false;
        this.log.info('public-write limits counted again (Redis reachable)');
      }
      return counts;
    } catch (err) {
      if (!this.failing) {
        this.failing = true;
        this.log.warn({ err: { message: (err as Error).message } }, 'public-write limits off while Redis is unreachable (failing open)');
      }
      return buckets.map(() => 0);
    }
  }
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
