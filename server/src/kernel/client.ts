import { AppError } from '../shared/app-error';
import { ErrorCode } from '../shared/errors';
import { PORTAL_MESSAGES } from '../shared/portal.messages.fr';
import type { AuthenticatedClient, RequestContext } from './context';

/**
 * The signed-in customer of the client portal, or UNAUTHENTICATED in French. In the kernel (not the
 * portal's face) so that every feature answering a client (invoices, privacy, sms, snow seasons) can
 * check the session without depending on the portal, which sits above the features it shows.
 */
export function requireClient(ctx: Pick<RequestContext, 'client'>): AuthenticatedClient {
  if (!ctx.client) throw new AppError(ErrorCode.UNAUTHENTICATED, PORTAL_MESSAGES.signInRequired);
  return ctx.client;
}
