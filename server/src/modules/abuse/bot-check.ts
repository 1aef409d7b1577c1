import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge, Solution } from 'altcha-lib/types';
import { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/unique-violation';
import { UsedBotChallenge } from './abuse.entities';

/** How long a challenge may be solved and submitted (a form filled slowly fetches a new one). */
export const BOT_CHALLENGE_TTL_SECONDS = 20 * 60;
const ALGORITHM = 'SHA-256';

/** What the site's forms send with a request (`botCheck`): the ALTCHA payload and the honeypot field. */
export interface BotCheckValue {
  /** The ALTCHA widget's payload (base64 JSON of { challenge, solution }). */
  solution?: string | null;
  /** A field hidden from people; anything in it means a robot filled the form. */
  trap?: string | null;
}

/**
 * Self-hosted proof of work (ALTCHA, no third party, no cookie): the server signs a challenge, the
 * browser finds the counter, the server checks it once. A used solution's signature is stored until
 * the challenge expires, so a replay counts as no solution.
 */
export class BotCheck {
  private readonly secret: string;

  constructor(
    jwtSecret: string,
    private readonly cost: number,
  ) {
    this.secret = createHmac('sha256', jwtSecret).update('altcha-bot-check').digest('base64url');
  }

  /** A new signed challenge (JSON-serialisable, what the widget fetches). */
  async challenge(now: Date): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(Math.max(1, Math.floor(this.cost / 2)), Math.max(2, this.cost)),
      deriveKey,
      // The expiry travels in the signed data and is checked against the request's clock (not altcha-lib's own Date.now()).
      data: { exp: Math.floor(now.getTime() / 1000) + BOT_CHALLENGE_TTL_SECONDS },
      hmacSignatureSecret: this.secret,
    });
  }

  /**
   * True when the honeypot is empty and the solution is valid, not expired and never used before;
   * a valid solution is marked used in `em` (the caller's transaction, so a failed write frees it).
   */
  async verify(em: EntityManager, value: BotCheckValue | null | undefined, now: Date): Promise<boolean> {
    if (!value || (value.trap ?? '').trim() !== '') return false;
    const payload = parsePayload(value.solution);
    if (!payload) return false;
    const expiresAt = payload.challenge.parameters.data?.exp;
    if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return false;
    try {
      const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: this.secret });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    const signature = payload.challenge.signature!;
    // Expired solutions are deleted by the daily retention job, not here: a DELETE of a range in
    // every submission's transaction deadlocked a burst of them on MariaDB (issue #32).
    try {
      await em.getRepository(UsedBotChallenge).insert({ signature, expiresAt: new Date(expiresAt * 1000) });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    return true;
  }
}

function parsePayload(raw: string | null | undefined): { challenge: Challenge; solution: Solution } | null {
  if (!raw || raw.length > 8000) return null;
  let parsed: unknown;
  try {
    const text = raw.trim().startsWith('{') ? raw : Buffer.from(raw, 'base64').toString('utf8');
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { challenge, solution } = parsed as { challenge?: Challenge; solution?: Solution };
  if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
  if (typeof challenge.signature !== 'string' || challenge.signature.length === 0 || challenge.signature.length > 128) return null;
  if (!solution || typeof solution !== 'object' || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return { challenge, solution };
}
