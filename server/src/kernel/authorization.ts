import { Role, roleAtLeast } from '../shared/roles';
import { principalRole, RequestContext } from './context';

/**
 * The one authorization rule of the server: GraphQL's `@Authorized` (graphql/auth-checker.ts), the
 * file routes (invoices/invoices.routes.ts, snow-season/snow-files.routes.ts, portal/client-files.routes.ts) and field-level checks (the
 * dispatch board's subscription) all ask it.
 *
 * - no role listed: any signed-in staff user or API token;
 * - roles listed: the lowest one is the threshold (a role includes every role before it, shared/roles.ts);
 * - nobody signed in: 'unauthenticated' (401); a role too low: 'forbidden' (403).
 * A portal client (cookie) is not staff: routes that also serve clients check `ctx.client` themselves.
 */
export type Access = 'allowed' | 'unauthenticated' | 'forbidden';

export function staffAccess(ctx: Pick<RequestContext, 'user' | 'apiToken'>, ...roles: readonly Role[]): Access {
  const role = principalRole(ctx);
  if (!role) return 'unauthenticated';
  if (roles.length === 0) return 'allowed';
  return roles.some((required) => roleAtLeast(role, required)) ? 'allowed' : 'forbidden';
}

