import express, { Request, Response, Router } from 'express';
import type { RequestContext } from '../kernel/context';
import type { PickupPhotosService } from '../modules/pickup/pickup-photos.service';
import type { FileStore } from '../modules/storage/file-store';
import { PHOTO_ROUTE_PREFIX, type PhotoLinks } from '../modules/storage/photo-links';
import { AppError } from '../shared/app-error';
import { ERROR_CATEGORY, ErrorCode, HTTP_STATUS } from '../shared/errors';
import { ERROR_MESSAGES } from '../shared/messages.fr';
import { PHOTO_LIMITS, PHOTO_MESSAGES as M } from '../shared/photos.messages.fr';

export interface PhotoFilesDeps {
  createContext: (req: Request) => Promise<RequestContext>;
  files: FileStore;
  links: PhotoLinks;
  pickupPhotos: PickupPhotosService;
  now: () => Date;
}

function send(res: Response, error: AppError, status: number = HTTP_STATUS[ERROR_CATEGORY[error.code]]): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error: error.message, code: error.code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Stored photos, mounted on /files:
 * - GET  /files/photos/<key>?expires=…&signature=…  a photo, by a signed expiring address that only a
 *   resolver checking the caller's rights makes (storage/photo-links.ts); 403 tampered, 410 expired;
 * - POST /files/pickup-requests/:id/photos?expires=…&signature=…  one photo of a just-created pickup
 *   request (raw image body, ≤ 15 MB), with the address its creation answered; refused in French.
 */
export function createPhotoFilesRouter(deps: PhotoFilesDeps): Router {
  const router = Router();
  const tooLarge = new AppError(ErrorCode.BAD_USER_INPUT, M.tooLarge, { photo: M.tooLarge });
  const linkInvalid = new AppError(ErrorCode.FORBIDDEN, M.linkInvalid);

  router.get(`${PHOTO_ROUTE_PREFIX.slice('/files'.length)}*key`, async (req, res, next) => {
    try {
      const key = ([] as string[]).concat(req.params.key as unknown as string[]).join('/');
      const now = deps.now();
      if (!deps.links.check(`${PHOTO_ROUTE_PREFIX}${key}`, req.query.expires, req.query.signature, now)) return send(res, linkInvalid);
      const bytes = await deps.files.get(key).catch((error: unknown) => {
        if (error instanceof Error && error.message.startsWith('file store: refused key')) return null;
        throw error;
      });
      if (!bytes) return send(res, new AppError(ErrorCode.NOT_FOUND, ERROR_MESSAGES.NOT_FOUND));
      const type = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      // issue #32: personal photos are never kept by a cache (the signed address expires anyway).
      res.status(200).set({ 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' }).send(bytes);
    } catch (error) {
      next(error);
    }
  });

  router.post('/pickup-requests/:id/photos', async (req, res, next) => {
    try {
      const id = req.params.id!;
      if (!deps.pickupPhotos.checkUploadLink(id, req.query.expires, req.query.signature, deps.now())) return send(res, linkInvalid);
      if (Number(req.get('content-length') ?? 0) > PHOTO_LIMITS.maxBytes) {
        res.set('Connection', 'close');
        return send(res, tooLarge, 413);
      }
      express.raw({ type: () => true, limit: PHOTO_LIMITS.maxBytes })(req, res, async (error?: unknown) => {
        try {
          if (error) {
            res.set('Connection', 'close');
            return (error as { type?: string }).type === 'entity.too.large' ? send(res, tooLarge, 413) : send(res, new AppError(ErrorCode.BAD_REQUEST));
          }
          const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const ctx = await deps.createContext(req);
          const photo = await deps.pickupPhotos.add(ctx, id, bytes);
          // The customer gets the number only: the addresses are for staff.
          res.status(201).set('Cache-Control', 'no-store').json({ id: photo.id, number: photo.number, width: photo.width, height: photo.height });
        } catch (inner) {
          if (inner instanceof AppError) send(res, inner);
          else next(inner);
        }
      });
    } catch (error) {
      if (error instanceof AppError) send(res, error);
      else next(error);
    }
  });
  return router;
}
