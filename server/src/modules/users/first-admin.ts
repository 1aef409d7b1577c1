import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { Role } from '../../shared/roles';
import { countAccounts, createAccount } from './users.service';
import { systemContext } from '../../kernel/context';

export type FirstAdminOutcome =
  | { kind: 'created'; email: string }
  | { kind: 'accounts-exist'; ignoredAdminEmail: boolean }
  | { kind: 'no-account' };

/** What start-up prints when there is no account and no ADMIN_EMAIL. */
export const FIRST_ACCOUNT_HELP = [
  'Aucun compte du personnel n’existe encore. Pour créer le premier superadministrateur :',
  '  npm run admin:create -- --email vous@exemple.ca        (le mot de passe est demandé sans écho)',
  'ou démarrez une fois avec ADMIN_EMAIL et ADMIN_PASSWORD définis.',
].join('\n');

/**
 * At start, on an empty users table, ADMIN_EMAIL + ADMIN_PASSWORD create a SUPERADMIN. Once any
 * account exists the variables are ignored (there is no bootstrap path to reopen). A password that
 * breaks the policy stops the start with the reason. Several processes starting together are
 * safe: the e-mail's unique index lets only one insert win.
 */
export async function ensureFirstAdmin(
  config: Pick<AppConfig, 'auth'>,
  dataSource: DataSource,
  log: Logger,
  now: Date = new Date(),
): Promise<FirstAdminOutcome> {
  const wanted = config.auth.firstAdmin;
  if ((await countAccounts(dataSource)) > 0) return { kind: 'accounts-exist', ignoredAdminEmail: Boolean(wanted) };
  if (!wanted) return { kind: 'no-account' };
  try {
    const ctx = systemContext(now, log, dataSource);
    const admin = await createAccount(dataSource, ctx, { email: wanted.email, password: wanted.password, role: Role.SUPERADMIN });
    log.info({ userId: admin.id }, 'premier superadministrateur créé (ADMIN_EMAIL)');
    return { kind: 'created', email: admin.email };
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.EMAIL_TAKEN) return { kind: 'accounts-exist', ignoredAdminEmail: true };
    if (error instanceof AppError && error.code === ErrorCode.WEAK_PASSWORD) throw new Error(`ADMIN_PASSWORD : ${error.message}`);
    throw error;
  }
}
