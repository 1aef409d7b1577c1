import type { ServerResponse } from 'node:http';
import { WebRequest, WebRouter } from '../../kernel/http-routes';
import { acceptsType, ContextRequest, send, sendJson, sendPdfAttachment, setContentType } from '../../kernel/node-http';
import { RequestContext } from '../../kernel/context';
import { staffAccess } from '../../kernel/authorization';
import type { FeatureServices } from '../../kernel/feature';
import { INVOICE_MESSAGES } from '../../shared/invoices.messages.fr';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { ERROR_MESSAGES, EVENT_ADMIN_MESSAGES, QUOTE_PDF_MESSAGES } from '../../shared/messages.fr';
import { Role } from '../../shared/roles';

export interface InvoicesDeps {
  /** The app's request context: authenticates `Authorization: Bearer` like /graphql and /api. */
  createContext: (req: ContextRequest) => Promise<RequestContext>;
  events: FeatureServices['events'];
  quoteLinks: FeatureServices['quoteLinks'];
  /** Numbered invoices (issue #15): `GET /invoices/facture-F-YYYY-NNNNNN.pdf`. */
  invoices?: FeatureServices['invoices'];
}

/** Who may open a quote PDF with a staff credential: the same role as the `eventRequest` query. */
export const QUOTE_PDF_MINIMUM_ROLE = Role.MANAGER;

/** French text for a browser opening the link; `{ error, code }` (the /api shape) for a client asking JSON. */
function refuse(req: WebRequest, res: ServerResponse, status: number, code: ErrorCode, message: string): void {
  res.setHeader('Cache-Control', 'private, no-store');
  if (acceptsType(req, ['text/plain', 'application/json']) === 'application/json') return sendJson(req, res, status, { error: message, code });
  setContentType(res, 'text/plain; charset=utf-8');
  send(req, res, status, `${message}\n`);
}

/**
 * GET /invoices/soumission-{id}.pdf: the quote PDF, to a MANAGER-or-higher staff session or
 * integrator token (Authorization header, as on /graphql), or to anyone holding a signed link that
 * has not expired (`?expires=…&signature=…`, from the `createEventQuotePdfLink` mutation). Nothing
 * else opens it, so ids cannot be guessed into documents. Not found only once access is granted,
 * so a refused caller learns nothing about which ids exist.
 */
export function createInvoicesRouter(deps: InvoicesDeps): WebRouter {
  const router = new WebRouter();
  router.get('/soumission-:id.pdf', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      const id = req.params.id!;
      const { expires, signature } = req.query;
      const link = expires === undefined && signature === undefined ? null : deps.quoteLinks.check(id, expires, signature, ctx.now);
      if (link !== 'valid') {
        const access = staffAccess(ctx, QUOTE_PDF_MINIMUM_ROLE);
        if (access === 'forbidden') {
          refuse(req, res, 403, ErrorCode.FORBIDDEN, ERROR_MESSAGES.FORBIDDEN);
          return;
        }
        if (access === 'unauthenticated') {
          if (link === 'expired') refuse(req, res, 403, ErrorCode.FORBIDDEN, QUOTE_PDF_MESSAGES.linkExpired);
          else if (link === 'invalid') refuse(req, res, 403, ErrorCode.FORBIDDEN, QUOTE_PDF_MESSAGES.linkInvalid);
          else refuse(req, res, 401, ErrorCode.UNAUTHENTICATED, QUOTE_PDF_MESSAGES.signInRequired);
          return;
        }
      }
      const pdf = await deps.events.quotePdf(ctx, id);
      ctx.log.info({ eventRequestId: id, by: link === 'valid' ? 'signed-link' : (ctx.user?.email ?? ctx.apiToken?.name) }, 'quote PDF served');
      sendPdfAttachment(res, pdf);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) {
        refuse(req, res, 404, ErrorCode.NOT_FOUND, EVENT_ADMIN_MESSAGES.notFound);
        return;
      }
      next(error);
    }
  });
  /** GET /invoices/facture-F-2026-000001.pdf: an invoice PDF, to a MANAGER-or-higher staff session or token, or to its client's portal session. */
  router.get('/facture-:number.pdf', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      const access = staffAccess(ctx, QUOTE_PDF_MINIMUM_ROLE);
      // A client session (portal cookie) opens only its own invoices; staff MANAGER and up any.
      const clientEmail = access === 'unauthenticated' && ctx.client ? ctx.client.email : null;
      if (access === 'unauthenticated' && !clientEmail) return refuse(req, res, 401, ErrorCode.UNAUTHENTICATED, QUOTE_PDF_MESSAGES.signInRequired);
      if (access === 'forbidden' || !deps.invoices) return refuse(req, res, 403, ErrorCode.FORBIDDEN, ERROR_MESSAGES.FORBIDDEN);
      const pdf = await deps.invoices.pdf(ctx, req.params.number!, clientEmail);
      sendPdfAttachment(res, pdf);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return refuse(req, res, 404, ErrorCode.NOT_FOUND, INVOICE_MESSAGES.notFound);
      next(error);
    }
  });
  return router;
}
