import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuthenticatedApiToken, requireSessionUser, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { lowerRole, parseRole, roleAtLeast } from '../../shared/roles';
import { User } from '../users/users.public';
import { ApiToken } from './api-token.entity';
import { CreateApiTokenInput } from './api-tokens.inputs';

/** Every integrator token starts with this, so it is recognised in a header, a log or a leak scanner. */
export const API_TOKEN_PREFIX = 'smk_';
/** lastUsedAt is written at most this often per token (one UPDATE a minute, not one per request). */
const LAST_USED_PRECISION_MS = 60_000;

export const TOKEN_ROLE_TOO_HIGH = 'Le rôle d’un jeton ne peut dépasser le vôtre.';

export function hashApiToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export interface CreatedApiTokenResult {
  apiToken: ApiToken;
  secret: string;
}

export class ApiTokensService {
  constructor(private readonly dataSource: DataSource) {}

  /** ADMIN and up, with a staff session: a named token with a role at most the creator's own. */
  async create(ctx: RequestContext, input: CreateApiTokenInput): Promise<CreatedApiTokenResult> {
    const actor = requireSessionUser(ctx);
    if (!roleAtLeast(actor.role, input.role)) throw new AppError(ErrorCode.ROLE_NOT_ALLOWED, TOKEN_ROLE_TOO_HIGH);
    const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const repo = this.dataSource.getRepository(ApiToken);
    const row = repo.create({
      name: input.name.trim(),
      role: input.role,
      tokenHash: hashApiToken(secret),
      prefix: secret.slice(0, 8),
      createdById: actor.id,
      createdAt: ctx.now,
      lastUsedAt: null,
      revokedAt: null,
    });
    await repo.insert(row);
    const apiToken = await this.findWithCreator(row.id);
    ctx.log.info({ tokenId: row.id, userId: actor.id, role: row.role }, 'jeton d’intégration créé');
    return { apiToken: apiToken!, secret };
  }

  /** Every token, newest first, revoked ones included (their revokedAt is set). */
  list(ctx: RequestContext): Promise<ApiToken[]> {
    requireSessionUser(ctx);
    return this.dataSource
      .getRepository(ApiToken)
      .createQueryBuilder('t')
      .innerJoinAndMapOne('t.createdBy', User, 'u', 'u.id = t.createdById')
      .orderBy('t.createdAt', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .getMany();
  }

  /** Refuses the token from now on. A token whose role is above the caller's cannot be revoked by them. */
  async revoke(ctx: RequestContext, id: string): Promise<ApiToken> {
    const actor = requireSessionUser(ctx);
    const token = /^\d{1,15}$/.test(id) ? await this.findWithCreator(Number(id)) : null;
    if (!token) throw new AppError(ErrorCode.NOT_FOUND);
    if (!roleAtLeast(actor.role, token.role)) throw new AppError(ErrorCode.ROLE_NOT_ALLOWED, TOKEN_ROLE_TOO_HIGH);
    if (!token.revokedAt) {
      token.revokedAt = ctx.now;
      await this.dataSource.getRepository(ApiToken).update({ id: token.id }, { revokedAt: ctx.now });
      ctx.log.info({ tokenId: token.id, userId: actor.id }, 'jeton d’intégration révoqué');
    }
    return token;
  }

  /**
   * The token behind a secret, when it is live: not revoked, creator still enabled. It acts with
   * the lower of its own role and its creator's current role. Records lastUsedAt.
   */
  async authenticate(secret: string, now: Date): Promise<AuthenticatedApiToken | null> {
    const token = await this.dataSource
      .getRepository(ApiToken)
      .createQueryBuilder('t')
      .innerJoinAndMapOne('t.createdBy', User, 'u', 'u.id = t.createdById')
      .where('t.tokenHash = :hash', { hash: hashApiToken(secret) })
      .getOne();
    if (!token || token.revokedAt || token.createdBy.disabledAt) return null;
    const tokenRole = parseRole(token.role);
    const creatorRole = parseRole(token.createdBy.role);
    if (!tokenRole || !creatorRole) return null;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      await this.dataSource.getRepository(ApiToken).update({ id: token.id }, { lastUsedAt: now });
    }
    return { id: token.id, name: token.name, role: lowerRole(tokenRole, creatorRole), createdById: token.createdById };
  }

  private findWithCreator(id: number): Promise<ApiToken | null> {
    return this.dataSource
      .getRepository(ApiToken)
      .createQueryBuilder('t')
      .innerJoinAndMapOne('t.createdBy', User, 'u', 'u.id = t.createdById')
      .where('t.id = :id', { id })
      .getOne();
  }
}
