import { WebRouter } from '../../kernel/http-routes';
import { ContextRequest, rawUpload, refuseWith as refuse, sendFile, sendJson } from '../../kernel/node-http';
import type { RequestContext } from '../../kernel/context';
import type { PickupPhotosService } from './pickup-photos.service';
import { PHOTO_ROUTE_PREFIX, type FileStore, type PhotoLinks } from '../storage/storage.public';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { ERROR_MESSAGES } from '../../shared/messages.fr';
import { PHOTO_LIMITS, PHOTO_MESSAGES as M } from '../../shared/photos.messages.fr';

export interface PhotoFilesDeps {
  createContext: (req: ContextRequest) => Promise<RequestContext>;
  files: FileStore;
  links: PhotoLinks;
  pickupPhotos: PickupPhotosService;
  now: () => Date;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Stored photos, mounted on /files:
 * - GET  /files/photos/<key>?expires=…&signature=…  a photo, by a signed expiring address that only a
 *   resolver checking the caller's rights makes (storage/photo-links.ts); 403 tampered, 410 expired;
 * - POST /files/pickup-requests/:id/photos?expires=…&signature=…  one photo of a just-created pickup
 *   request (raw image body, ≤ 15 MB), with the address its creation answered; refused in French.
 */
export function createPhotoFilesRouter(deps: PhotoFilesDeps): WebRouter {
  const router = new WebRouter();
  const upload = rawUpload(PHOTO_LIMITS.maxBytes, new AppError(ErrorCode.BAD_USER_INPUT, M.tooLarge, { photo: M.tooLarge }));
  const linkInvalid = new AppError(ErrorCode.FORBIDDEN, M.linkInvalid);

  router.get(`${PHOTO_ROUTE_PREFIX.slice('/files'.length)}*`, async (req, res, next) => {
    try {
      const key = req.params['*']!;
      const now = deps.now();
      if (!deps.links.check(`${PHOTO_ROUTE_PREFIX}${key}`, req.query.expires, req.query.signature, now)) return refuse(req, res, linkInvalid);
      const bytes = await deps.files.get(key).catch((error: unknown) => {
        if (error instanceof Error && error.message.startsWith('file store: refused key')) return null;
        throw error;
      });
      if (!bytes) return refuse(req, res, new AppError(ErrorCode.NOT_FOUND, ERROR_MESSAGES.NOT_FOUND));
      const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      // issue #32: personal photos are never kept by a cache (the signed address expires anyway).
      sendFile(req, res, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' }, bytes);
    } catch (error) {
      next(error);
    }
  });

  router.post('/pickup-requests/:id/photos', async (req, res, next) => {
    try {
      const id = req.params.id!;
      if (!deps.pickupPhotos.checkUploadLink(id, req.query.expires, req.query.signature, deps.now())) return refuse(req, res, linkInvalid);
      upload(req, res, next, async (bytes) => {
        const ctx = await deps.createContext(req);
        const photo = await deps.pickupPhotos.add(ctx, id, bytes);
        // The customer gets the number only: the addresses are for staff.
        res.setHeader('Cache-Control', 'no-store');
        sendJson(req, res, 201, { id: photo.id, number: photo.number, width: photo.width, height: photo.height });
      });
    } catch (error) {
      if (error instanceof AppError) refuse(req, res, error);
      else next(error);
    }
  });
  return router;
}
