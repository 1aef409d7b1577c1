import { AuthChecker } from 'type-graphql';
import { AppError } from '../shared/app-error';
import { ErrorCode } from '../shared/errors';
import { Role, roleAtLeast } from '../shared/roles';
import { RequestContext } from './context';

/**
 * `@Authorized()` admits any signed-in user; `@Authorized(Role.MANAGER)` admits MANAGER and above.
 * With several roles, the lowest one listed is the threshold.
 */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  const user = context.user;
  // No user at all is UNAUTHENTICATED (401), a user without the role is FORBIDDEN (403).
  if (!user) throw new AppError(ErrorCode.UNAUTHENTICATED);
  if (roles.length === 0) return true;
  return roles.some((required) => roleAtLeast(user.role, required));
};
