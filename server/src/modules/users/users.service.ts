import { DataSource, EntityManager, IsNull, Not, SelectQueryBuilder } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { actingUserId, principalRole, requireSessionUser, RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import type { EventBus } from '../../kernel/events';
import { isAdminRole, Role } from '../../shared/roles';
import { hashPassword } from './password-hasher';
import { newPasswordProblem } from './password-strength';
import { User } from './user.entity';
import type { WorkedHours } from './users.public';
import { CreateUserInput, UpdateUserProfileInput, UpdateUserRoleInput } from './users.inputs';
import { displayName, namesFromAccount, PERSON_NAME_MAX } from '../../shared/display-name';
import { PEOPLE_MESSAGES } from '../../shared/people.messages.fr';
import { localDate } from '../../shared/time/time-totals';

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  hireDate?: string | null;
}

const cleanName = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();
const badInput = (field: string, message: string) => new AppError(ErrorCode.BAD_USER_INPUT, message, { [field]: message });

/** First and last names, both required, trimmed; the display name follows them. */
function checkedNames(input: { firstName?: string | null; lastName?: string | null }): { firstName: string; lastName: string; name: string } {
  const firstName = cleanName(input.firstName);
  const lastName = cleanName(input.lastName);
  const errors: Record<string, string> = {};
  if (!firstName) errors.firstName = PEOPLE_MESSAGES.firstNameRequired;
  if (!lastName) errors.lastName = PEOPLE_MESSAGES.lastNameRequired;
  if (firstName.length > PERSON_NAME_MAX) errors.firstName = PEOPLE_MESSAGES.nameTooLong(PERSON_NAME_MAX);
  if (lastName.length > PERSON_NAME_MAX) errors.lastName = PEOPLE_MESSAGES.nameTooLong(PERSON_NAME_MAX);
  const first = Object.values(errors)[0];
  if (first) throw new AppError(ErrorCode.BAD_USER_INPUT, first, errors);
  return { firstName, lastName, name: displayName({ firstName, lastName }) };
}

/** A hire date: a real calendar day, not after today in Québec (UTC's date is already tomorrow in the evening). */
export function checkedHireDate(value: string | null | undefined, now: Date): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const day = value.trim();
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, (m ?? 0) - 1, d));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d && y! >= 1950;
  if (!valid || day > localDate(now)) throw badInput('hireDate', PEOPLE_MESSAGES.hireDate);
  return day;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** An id from the API; anything that is not a positive integer finds nothing. */
const parseId = (id: string): number | null => (/^\d{1,15}$/.test(id) ? Number(id) : null);

/** How many staff accounts exist (the start-up bootstrap and the shell command). */
export function countAccounts(dataSource: DataSource): Promise<number> {
  return dataSource.getRepository(User).count();
}

/**
 * Creates an account with no caller check: for the start-up bootstrap and the shell command, and
 * behind `UsersService.create`. The password must follow the policy; the e-mail is stored lower-cased.
 */
export async function createAccount(dataSource: DataSource, ctx: RequestContext, account: NewAccount): Promise<User> {
  const email = normaliseEmail(account.email);
  const problem = newPasswordProblem(account.password, email, account.name);
  if (problem) throw new AppError(ErrorCode.WEAK_PASSWORD, problem, { password: problem });
  const hireDate = checkedHireDate(account.hireDate, ctx.now);
  const given = { firstName: cleanName(account.firstName), lastName: cleanName(account.lastName) };
  const names = given.firstName || given.lastName ? { ...given, name: displayName(given) } : { ...namesFromAccount(account.name, email), name: account.name?.trim() || null };
  const repo = dataSource.getRepository(User);
  if (await repo.existsBy({ email })) throw emailTaken();
  const row = repo.create({
    email,
    name: names.name || displayName(names) || null,
    firstName: names.firstName || null,
    lastName: names.lastName || null,
    hireDate,
    mustChangePassword: false,
    sessionsRevokedAt: null,
    role: account.role,
    passwordHash: await hashPassword(account.password),
    createdAt: ctx.now,
    passwordChangedAt: ctx.now,
    disabledAt: null,
  });
  try {
    await repo.insert(row);
  } catch (error) {
    // Two simultaneous creations with one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  delete (row as Partial<User>).passwordHash;
  return row;
}

/** What the accounts need from the rest of the house (the manifest passes them). */
export interface UsersDeps {
  /** The event spine: `user.disabled` when an account with hours is closed. */
  bus: EventBus;
  /** Whether a person has hours worked (timeclock provides it; see users.public.ts). */
  workedHours: WorkedHours;
}

/**
 * Staff accounts. Rules the server enforces (the spec shows none): nobody changes their own
 * role; only a SUPERADMIN creates, changes or deletes ADMIN and SUPERADMIN accounts or gives
 * those roles; the last enabled SUPERADMIN is never removed or demoted.
 */
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: UsersDeps,
  ) {}

  /** Every account, oldest first. */
  list(_ctx: RequestContext): Promise<User[]> {
    return this.dataSource.getRepository(User).find({ order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' } });
  }

  async findById(_ctx: RequestContext, id: number): Promise<User | null> {
    return this.dataSource.getRepository(User).findOne({ where: { id } });
  }

  /** From the back-office: ADMIN and up, admin roles by a SUPERADMIN only. */
  async create(ctx: RequestContext, input: CreateUserInput): Promise<User> {
    if (isAdminRole(input.role) && principalRole(ctx) !== Role.SUPERADMIN) throw new AppError(ErrorCode.ROLE_NOT_ALLOWED);
    // Required from the back-office (the shell command and the bootstrap may omit them); an older
    // client's single display name is split in two.
    // The legacy REST body (spec §7: email, password, role) has no names: read from the e-mail then.
    const sent = (input.firstName ?? null) !== null || (input.lastName ?? null) !== null;
    const names = sent ? checkedNames(input) : namesFromAccount(input.name, input.email);
    const user = await createAccount(this.dataSource, ctx, { ...input, ...names });
    ctx.log.info({ userId: user.id, role: user.role, by: actingUserId(ctx) }, 'compte créé');
    return user;
  }

  /**
   * Names: the person themself or ADMIN and up (an admin account's: SUPERADMIN or its owner);
   * the hire date: ADMIN and up only (ignored from anyone else, so nobody raises their own
   * vacation rate).
   */
  async updateProfile(ctx: RequestContext, input: UpdateUserProfileInput): Promise<User> {
    const me = requireSessionUser(ctx);
    const names = checkedNames(input);
    const repo = this.dataSource.getRepository(User);
    const target = await repo.findOneBy({ id: parseId(input.id) ?? -1 });
    if (!target) throw new AppError(ErrorCode.NOT_FOUND);
    const own = target.id === me.id;
    const admin = isAdminRole(principalRole(ctx) ?? Role.EMPLOYEE);
    if (!own && !admin) throw new AppError(ErrorCode.FORBIDDEN, PEOPLE_MESSAGES.notYourProfile);
    if (!own && isAdminRole(target.role) && principalRole(ctx) !== Role.SUPERADMIN) throw new AppError(ErrorCode.ROLE_NOT_ALLOWED);
    const changes: Partial<User> = { ...names };
    if (admin && input.hireDate !== undefined) changes.hireDate = checkedHireDate(input.hireDate, ctx.now);
    await repo.update({ id: target.id }, changes);
    ctx.log.info({ userId: target.id, by: me.id }, 'profil modifié');
    return { ...target, ...changes };
  }

  async updateRole(ctx: RequestContext, input: UpdateUserRoleInput): Promise<User> {
    return inTransaction(this.dataSource, async (em) => {
      await this.lockSuperadmins(em);
      const target = await this.findForChange(em, input.id);
      if (target.id === actingUserId(ctx)) throw new AppError(ErrorCode.CANNOT_CHANGE_OWN_ROLE);
      if ((isAdminRole(target.role) || isAdminRole(input.role)) && principalRole(ctx) !== Role.SUPERADMIN) {
        throw new AppError(ErrorCode.ROLE_NOT_ALLOWED);
      }
      if (target.role === Role.SUPERADMIN && input.role !== Role.SUPERADMIN) await this.assertNotLastSuperadmin(em, target);
      if (target.role !== input.role) {
        await em.getRepository(User).update({ id: target.id }, { role: input.role });
        ctx.log.info({ userId: target.id, from: target.role, to: input.role, by: actingUserId(ctx) }, 'rôle modifié');
        target.role = input.role;
      }
      return target;
    });
  }

  /** Deletes another account (or one's own, under the same rules as `deleteOwnAccount`). */
  async delete(ctx: RequestContext, id: string): Promise<string> {
    return inTransaction(this.dataSource, async (em) => {
      await this.lockSuperadmins(em);
      const target = await this.findForChange(em, id);
      const own = target.id === actingUserId(ctx);
      if (!own && isAdminRole(target.role) && principalRole(ctx) !== Role.SUPERADMIN) throw new AppError(ErrorCode.ROLE_NOT_ALLOWED);
      await this.remove(ctx, em, target);
      return String(target.id);
    });
  }

  /** The signed-in member deletes their own account (a staff session is required). */
  async deleteOwnAccount(ctx: RequestContext): Promise<boolean> {
    const me = requireSessionUser(ctx);
    await inTransaction(this.dataSource, async (em) => {
      await this.lockSuperadmins(em);
      await this.remove(ctx, em, await this.findForChange(em, String(me.id)));
    });
    return true;
  }

  private async remove(ctx: RequestContext, em: EntityManager, target: User): Promise<void> {
    if (target.role === Role.SUPERADMIN) await this.assertNotLastSuperadmin(em, target);
    if (await this.deps.workedHours.exist(em, target.id)) {
      // Hours worked are payroll records the employer must keep: the account is closed, not erased.
      // It can no longer sign in (disabled, every token issued before now refused) and its
      // integrator tokens go (auth, on user.disabled), exactly as a deletion would.
      await em.getRepository(User).update({ id: target.id }, { disabledAt: ctx.now, passwordChangedAt: ctx.now });
      await this.deps.bus.emit(em, { type: 'user.disabled', at: ctx.now, userId: target.id });
      ctx.log.info({ userId: target.id, role: target.role, by: actingUserId(ctx) }, 'compte désactivé (heures conservées)');
      return;
    }
    await em.getRepository(User).delete({ id: target.id });
    ctx.log.info({ userId: target.id, role: target.role, by: actingUserId(ctx) }, 'compte supprimé');
  }

  /** The account, locked for the rest of the transaction on MySQL/MariaDB (SQLite serialises writers). */
  private async findForChange(em: EntityManager, id: string): Promise<User> {
    const numeric = parseId(id);
    const query = em.getRepository(User).createQueryBuilder('u').where('u.id = :id', { id: numeric ?? -1 });
    const target = await this.locked(query).getOne();
    if (!target || numeric === null) throw new AppError(ErrorCode.NOT_FOUND);
    return target;
  }

  /**
   * Locks every SUPERADMIN row, always first and in id order, so two changes to admin accounts
   * run one after the other (no deadlock, no lost last SUPERADMIN).
   */
  private lockSuperadmins(em: EntityManager): Promise<User[]> {
    return this.locked(em.getRepository(User).createQueryBuilder('u').where({ role: Role.SUPERADMIN }).orderBy('u.id', 'ASC')).getMany();
  }

  /** Refuses when no other enabled SUPERADMIN would remain (rows already locked by lockSuperadmins). */
  private async assertNotLastSuperadmin(em: EntityManager, target: User): Promise<void> {
    const others = await em.getRepository(User).countBy({ role: Role.SUPERADMIN, id: Not(target.id), disabledAt: IsNull() });
    if (others === 0) throw new AppError(ErrorCode.LAST_SUPERADMIN);
  }

  private locked(query: SelectQueryBuilder<User>): SelectQueryBuilder<User> {
    return this.dataSource.options.type === 'better-sqlite3' ? query : query.setLock('pessimistic_write');
  }
}

function emailTaken(): AppError {
  return new AppError(ErrorCode.EMAIL_TAKEN, undefined, { email: new AppError(ErrorCode.EMAIL_TAKEN).message });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  const code = e.driverError?.code ?? e.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
