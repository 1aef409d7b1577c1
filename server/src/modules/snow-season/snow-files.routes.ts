import { WebRouter } from '../../kernel/http-routes';
import { ContextRequest, rawUpload, refuseWith as refuse, sendFile, sendJson, sendPdfAttachment } from '../../kernel/node-http';
import { RequestContext } from '../../kernel/context';
import { staffAccess } from '../../kernel/authorization';
import type { SnowSeasonService } from './snow-season.service';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { ERROR_MESSAGES } from '../../shared/messages.fr';
import { Role } from '../../shared/roles';
import { MAX_PHOTO_BYTES } from '../../shared/snow-season';
import { SNOW_SEASON_MESSAGES as M } from '../../shared/snow-season.messages.fr';

export interface SnowFilesDeps {
  createContext: (req: ContextRequest) => Promise<RequestContext>;
  snowSeason: SnowSeasonService;
}

/**
 * Binary files of the snow season, with the same staff credential as /graphql (Authorization: Bearer):
 * - PUT  /files/snow-visits/:id/photo  the driver's photo of a treated visit (raw image body, ≤ 8 MB,
 *   recognised by its bytes); anything else refused in French with nothing stored;
 * - GET  /files/snow-visits/:id/photo  that photo, to MANAGER and up or to the visit's driver;
 * - GET  /files/snow-contracts/:id.pdf the contract PDF, to MANAGER and up.
 */
export function createSnowFilesRouter(deps: SnowFilesDeps): WebRouter {
  const router = new WebRouter();
  const upload = rawUpload(MAX_PHOTO_BYTES, new AppError(ErrorCode.BAD_USER_INPUT, M.photoTooLarge, { photo: M.photoTooLarge }));

  router.put('/snow-visits/:id/photo', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      if (staffAccess(ctx) === 'unauthenticated') return refuse(req, res, new AppError(ErrorCode.UNAUTHENTICATED));
      upload(req, res, next, async (bytes) => {
        const view = await deps.snowSeason.attachPhoto(ctx, req.params.id!, bytes);
        res.setHeader('Cache-Control', 'no-store');
        sendJson(req, res, 200, { id: String(view.id), hasPhoto: view.hasPhoto, photoAt: view.photoAt });
      });
    } catch (error) {
      if (error instanceof AppError) refuse(req, res, error);
      else next(error);
    }
  });

  router.get('/snow-visits/:id/photo', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      // MANAGER and up, or the driver who took the photo.
      const access = staffAccess(ctx, Role.MANAGER);
      if (access === 'unauthenticated') return refuse(req, res, new AppError(ErrorCode.UNAUTHENTICATED));
      if (access === 'forbidden' && !(await deps.snowSeason.isDriverOf(ctx, req.params.id!))) return refuse(req, res, new AppError(ErrorCode.FORBIDDEN));
      const photo = await deps.snowSeason.photo(ctx, req.params.id!);
      if (!photo) return refuse(req, res, new AppError(ErrorCode.NOT_FOUND, ERROR_MESSAGES.NOT_FOUND));
      sendFile(req, res, { 'Content-Type': photo.type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }, photo.bytes);
    } catch (error) {
      if (error instanceof AppError) refuse(req, res, error);
      else next(error);
    }
  });

  // The customer's link in "Passage effectué" (signed, 30 days): the visit's current photo, no session needed.
  router.get('/snow-visits/:id/photo/partage', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      const photo = await deps.snowSeason.sharedPhoto(ctx, req.params.id!, req.query.expires, req.query.signature);
      if (!photo) return refuse(req, res, new AppError(ErrorCode.NOT_FOUND, M.sharedPhotoMissing));
      sendFile(req, res, { 'Content-Type': photo.type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }, photo.bytes);
    } catch (error) {
      if (error instanceof AppError) refuse(req, res, error);
      else next(error);
    }
  });

  // The client portal: the customer's own contract PDF and visit photos (client session cookie); 404 otherwise.
  router.get('/client/snow-contracts/:id.pdf', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      if (!ctx.client) return refuse(req, res, new AppError(ErrorCode.UNAUTHENTICATED));
      const contract = await deps.snowSeason.clientContract(ctx, req.params.id!);
      const pdf = await deps.snowSeason.contractPdf(contract.id);
      sendPdfAttachment(res, pdf);
    } catch (error) {
      if (error instanceof AppError) refuse(req, res, error);
      else next(error);
    }
  });

  router.get('/client/snow-visits/:id/photo', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      if (!ctx.client) return refuse(req, res, new AppError(ErrorCode.UNAUTHENTICATED));
      const photo = await deps.snowSeason.clientPhoto(ctx, req.params.id!);
      if (!photo) return refuse(req, res, new AppError(ErrorCode.NOT_FOUND, ERROR_MESSAGES.NOT_FOUND));
      sendFile(req, res, { 'Content-Type': photo.type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }, photo.bytes);
    } catch (error) {
      if (error instanceof AppError) refuse(req, res, error);
      else next(error);
    }
  });

  router.get('/snow-contracts/:id.pdf', async (req, res, next) => {
    try {
      const ctx = await deps.createContext(req);
      const access = staffAccess(ctx, Role.MANAGER);
      if (access === 'unauthenticated') return refuse(req, res, new AppError(ErrorCode.UNAUTHENTICATED));
      if (access === 'forbidden') return refuse(req, res, new AppError(ErrorCode.FORBIDDEN));
      const pdf = await deps.snowSeason.contractPdf(Number(req.params.id) || 0);
      sendFile(req, res, { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${pdf.filename}"`, 'Cache-Control': 'private, no-store' }, pdf.content);
    } catch (error) {
      if (error instanceof AppError) refuse(req, res, error);
      else next(error);
    }
  });
  return router;
}
