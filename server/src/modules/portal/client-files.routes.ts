import type { ServerResponse } from 'node:http';
import { WebRequest, WebRouter } from '../../kernel/http-routes';
import { ContextRequest, send, sendPdfAttachment, setContentType } from '../../kernel/node-http';
import { RequestContext } from '../../kernel/context';
import { staffAccess } from '../../kernel/authorization';
import type { QuoteRevisionsService } from './quote-revisions.service';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { ERROR_MESSAGES } from '../../shared/messages.fr';
import { PORTAL_MESSAGES } from '../../shared/portal.messages.fr';
import { Role } from '../../shared/roles';

export interface ClientFilesDeps {
  createContext: (req: ContextRequest) => Promise<RequestContext>;
  quotes: QuoteRevisionsService;
}

function refuse(req: WebRequest, res: ServerResponse, status: number, message: string): void {
  res.setHeader('Cache-Control', 'private, no-store');
  setContentType(res, 'text/plain; charset=utf-8');
  send(req, res, status, `${message}\n`);
}

/**
 * Quote revision PDFs. GET /client-files/soumission-{revisionId}.pdf: the client session cookie, and
 * only for a revision of the client's own request (404 for any other id, exactly like a missing one).
 * GET /client-files/staff/soumission-{revisionId}.pdf: a MANAGER-or-higher staff credential.
 */
export function createClientFilesRouter(deps: ClientFilesDeps): WebRouter {
  const router = new WebRouter();
  router.get('/soumission-:id.pdf', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      if (!ctx.client) return refuse(req, res, 401, PORTAL_MESSAGES.signInRequired);
      sendPdfAttachment(res, await deps.quotes.clientPdf(ctx, req.params.id!));
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return refuse(req, res, 404, PORTAL_MESSAGES.revisionNotFound);
      next(error);
    }
  });
  router.get('/staff/soumission-:id.pdf', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      const access = staffAccess(ctx, Role.MANAGER);
      if (access === 'unauthenticated') return refuse(req, res, 401, ERROR_MESSAGES.UNAUTHENTICATED);
      if (access === 'forbidden') return refuse(req, res, 403, ERROR_MESSAGES.FORBIDDEN);
      sendPdfAttachment(res, await deps.quotes.staffPdf(ctx, req.params.id!));
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return refuse(req, res, 404, PORTAL_MESSAGES.revisionNotFound);
      next(error);
    }
  });
  return router;
}
