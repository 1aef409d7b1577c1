import type { EntityManager } from 'typeorm';

/**
 * The staff accounts' face for other features: the account row (a time entry's employee, found by
 * e-mail), its password rules, the transition it emits and the one service it needs from others.
 * Users is the bottom of the people features: auth (sign-in, tokens) and timeclock (hours) build on
 * it, and it imports neither; what it needs of them comes through the event spine and `workedHours`.
 */
declare module '../../kernel/events' {
  interface DomainEvents {
    /**
     * An account was closed rather than erased (it has hours worked, which payroll must keep): it
     * can no longer sign in. Auth deletes its integrator tokens in the same transaction, as the
     * foreign key's cascade does when an account is erased.
     */
    'user.disabled': { at: Date; userId: number };
  }
}

/**
 * What deleting an account asks of the feature that keeps a person's hours (timeclock provides
 * it): whether payroll records of this person exist, in which case the account is closed, not
 * erased. Declared here, where it is needed, so users depends on no feature (dependency inversion).
 */
export interface WorkedHours {
  /** True when this person has a time entry or a punch (read in the caller's transaction). */
  exist(em: EntityManager, userId: number): Promise<boolean>;
}

declare module '../../kernel/feature' {
  interface FeatureServices {
    workedHours: WorkedHours;
  }
}

export { User } from './user.entity';
/** Staff e-mails are stored trimmed and lower-cased (password recovery looks accounts up with it). */
export { normaliseEmail } from './users.service';
/** Account passwords (and kiosk PINs): argon2id hashes, and the policy a new password must follow. */
export { hashNeedsUpgrade, hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';
export { newPasswordProblem } from './password-strength';
