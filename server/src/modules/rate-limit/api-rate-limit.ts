import type { ServerResponse } from 'node:http';
import { DataSource, LessThan } from 'typeorm';
import { ERROR_CATEGORY, ErrorCode } from '../../shared/errors';
import { ERROR_MESSAGES } from '../../shared/messages.fr';
import { ApiToken } from '../auth/auth.public';
import { API_TOKEN_PREFIX, hashApiToken } from '../auth/auth.public';
import { ApiRateWindow } from './api-rate-window.entity';
import { HttpRequest, Next, sendJson } from '../../kernel/node-http';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/**
 * Fixed one-minute windows per API token, counted in the database with one upsert per request, so
 * every server process shares the same counters.
 */
export class ApiRateLimiter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly perMinute: number,
  ) {}

  async hit(tokenId: number, now: Date): Promise<RateDecision> {
    const minute = Math.floor(now.getTime() / 60_000);
    const table = this.dataSource.getMetadata(ApiRateWindow).tableName;
    const sql =
      this.dataSource.options.type === 'better-sqlite3'
        ? `INSERT INTO ${table} (tokenId, windowMinute, count) VALUES (?, ?, 1) ON CONFLICT(tokenId, windowMinute) DO UPDATE SET count = count + 1`
        : `INSERT INTO ${table} (tokenId, windowMinute, count) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE count = count + 1`;
    await this.dataSource.query(sql, [tokenId, minute]);
    const row = await this.dataSource.getRepository(ApiRateWindow).findOneByOrFail({ tokenId, windowMinute: minute });
    if (row.count === 1) await this.dataSource.getRepository(ApiRateWindow).delete({ tokenId, windowMinute: LessThan(minute) });
    const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now.getTime()) / 1000));
    return { allowed: row.count <= this.perMinute, limit: this.perMinute, remaining: Math.max(0, this.perMinute - row.count), retryAfter };
  }
}

/**
 * A step (node's request and response) for /graphql and /api: a request with a known `Bearer smk_…` token counts
 * against that token; beyond the limit it answers 429 with Retry-After (GraphQL error shape on
 * /graphql, REST error body on /api). Other requests pass untouched (authentication happens later).
 */
export function apiRateLimit(dataSource: DataSource, perMinute: number, now: () => Date, shape: 'graphql' | 'rest') {
  const limiter = new ApiRateLimiter(dataSource, perMinute);
  // Only a request with an API token waits for the database; any other passes at once, without a promise.
  return (req: HttpRequest, res: ServerResponse, next: Next): Promise<void> | void => {
    let secret: string | undefined;
    try {
      secret = /^Bearer[ \t]+(\S{1,4096})[ \t]*$/i.exec(req.headers.authorization ?? '')?.[1];
      if (perMinute <= 0 || !secret?.startsWith(API_TOKEN_PREFIX)) return next();
    } catch (error) {
      return next(error);
    }
    return count(req, res, next, secret);
  };
  async function count(req: HttpRequest, res: ServerResponse, next: Next, secret: string): Promise<void> {
    try {
      const token = await dataSource.getRepository(ApiToken).findOne({ select: { id: true }, where: { tokenHash: hashApiToken(secret) } });
      if (!token) return next();
      const decision = await limiter.hit(token.id, now());
      res.setHeader('X-RateLimit-Limit', String(decision.limit));
      res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
      if (decision.allowed) return next();
      res.setHeader('Retry-After', String(decision.retryAfter));
      const message = ERROR_MESSAGES.RATE_LIMITED;
      const code = ErrorCode.RATE_LIMITED;
      sendJson(
        req,
        res,
        429,
        shape === 'graphql'
          ? { errors: [{ message, extensions: { code, category: ERROR_CATEGORY[code], retryAfter: decision.retryAfter } }] }
          : { error: message, code },
      );
    } catch (error) {
      next(error);
    }
  }
}
