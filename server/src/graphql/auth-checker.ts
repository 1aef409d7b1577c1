import { AuthChecker } from 'type-graphql';
import { staffAccess } from '../kernel/authorization';
import { AppError } from '../shared/app-error';
import { ErrorCode } from '../shared/errors';
import { AUTH_MESSAGES } from '../shared/messages.fr';
import { PEOPLE_MESSAGES } from '../shared/people.messages.fr';
import { Role } from '../shared/roles';
import { RequestContext } from '../kernel/context';

/**
 * `@Authorized()` admits any signed-in user or API token; `@Authorized(Role.MANAGER)` admits MANAGER
 * and above. With several roles, the lowest one listed is the threshold (the rule: kernel/authorization.ts).
 * Operations on the caller's own account also need a staff session, which their services check
 * (`requireSessionUser`).
 */
/** What a session whose password must be changed may still do (issue #27). */
const OPEN_WHILE_PASSWORD_MUST_CHANGE = new Set(['me', 'inSnowSeason', 'changePassword', 'changePasswordLegacy', 'logout']);

export const authChecker: AuthChecker<RequestContext, Role> = ({ context, info }, roles) => {
  const rootField = info.parentType.name === 'Query' || info.parentType.name === 'Mutation' || info.parentType.name === 'Subscription';
  if (rootField && context.user?.mustChangePassword && !OPEN_WHILE_PASSWORD_MUST_CHANGE.has(info.fieldName)) {
    throw new AppError(ErrorCode.FORBIDDEN, PEOPLE_MESSAGES.mustChangePassword);
  }
  const access = staffAccess(context, ...roles);
  // No one signed in is UNAUTHENTICATED (401), a role too low is FORBIDDEN (403).
  if (access === 'unauthenticated') {
    throw new AppError(ErrorCode.UNAUTHENTICATED, context.credentialRejected ? AUTH_MESSAGES.sessionExpired : undefined);
  }
  return access === 'allowed';
};
