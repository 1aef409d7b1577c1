import { AuthChecker } from 'type-graphql';
import { staffAccess } from '../kernel/authorization';
import { AppError } from '../shared/app-error';
import { ErrorCode } from '../shared/errors';
import { AUTH_MESSAGES } from '../shared/messages.fr';
import { Role } from '../shared/roles';
import { RequestContext } from '../kernel/context';

/**
 * `@Authorized()` admits any signed-in user or API token; `@Authorized(Role.MANAGER)` admits MANAGER
 * and above. With several roles, the lowest one listed is the threshold (the rule: kernel/authorization.ts).
 * Operations on the caller's own account also need a staff session, which their services check
 * (`requireSessionUser`).
 */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  const access = staffAccess(context, ...roles);
  // No one signed in is UNAUTHENTICATED (401), a role too low is FORBIDDEN (403).
  if (access === 'unauthenticated') {
    throw new AppError(ErrorCode.UNAUTHENTICATED, context.credentialRejected ? AUTH_MESSAGES.sessionExpired : undefined);
  }
  return access === 'allowed';
};
