import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { PHOTO_LIMITS, PHOTO_MESSAGES as M } from '../../shared/photos.messages.fr';
import { processPhoto, type FileStore, type PhotoLinks } from '../storage/storage.public';
import { PickupPhoto, PickupPhotoView } from './pickup-photo.entity';
import { PickupRequest, PickupStatus } from './pickup-request.entity';

/** How long after its creation the form may upload the request's photos. */
export const PICKUP_UPLOAD_TTL_MS = 60 * 60_000;

export const pickupUploadPath = (id: number | string) => `/files/pickup-requests/${id}/photos`;

/**
 * The photos of pickup requests (issue #26): the public form first stores the request, then uploads
 * each photo to a signed address given in the creation answer (so a photo that fails never loses the
 * request). Each photo is checked by its bytes, stripped of its metadata and shrunk (storage/photos),
 * written to the file store (local folder or S3), then recorded; at most 6 per request.
 */
export class PickupPhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FileStore,
    private readonly links: PhotoLinks,
  ) {}

  /** The signed upload address of a just-created request (relative, same origin). */
  uploadUrl(id: number, now: Date): string {
    return this.links.sign(pickupUploadPath(id), now, PICKUP_UPLOAD_TTL_MS);
  }

  checkUploadLink(id: string, expires: unknown, signature: unknown, now: Date): boolean {
    return /^\d{1,12}$/.test(id) && this.links.check(pickupUploadPath(id), expires, signature, now);
  }

  /** Adds one photo; BAD_USER_INPUT (French, field `photo`) when refused, nothing stored. */
  async add(ctx: RequestContext, rawId: string, bytes: Buffer): Promise<PickupPhotoView> {
    const request = await this.dataSource.getRepository(PickupRequest).findOneBy({ id: Number(rawId) || 0 });
    if (!request) throw new AppError(ErrorCode.NOT_FOUND, 'Demande de ramassage introuvable.');
    if (request.anonymizedAt || request.status === PickupStatus.DONE || request.status === PickupStatus.CANCELED) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, M.requestClosed, { photo: M.requestClosed });
    }
    const tooMany = () => new AppError(ErrorCode.BAD_USER_INPUT, M.tooMany(PHOTO_LIMITS.perPickup), { photo: M.tooMany(PHOTO_LIMITS.perPickup) });
    if ((await this.dataSource.getRepository(PickupPhoto).countBy({ pickupRequestId: request.id })) >= PHOTO_LIMITS.perPickup) throw tooMany();
    const photo = await processPhoto(bytes);
    const base = `pickups/${request.id}/${randomUUID()}`;
    const row = this.dataSource.getRepository(PickupPhoto).create({
      pickupRequestId: request.id,
      key: `${base}.jpg`,
      thumbKey: `${base}-mini.jpg`,
      width: photo.width,
      height: photo.height,
      bytes: photo.full.length,
      createdAt: ctx.now,
    });
    await this.files.put(row.key, photo.full, photo.contentType);
    await this.files.put(row.thumbKey, photo.thumb, photo.contentType);
    // The first free position; a concurrent upload that took it makes this one try the next.
    try {
      for (;;) {
        const taken = new Set((await this.dataSource.getRepository(PickupPhoto).find({ where: { pickupRequestId: request.id }, select: { position: true } })).map((p) => p.position));
        const position = [...Array(PHOTO_LIMITS.perPickup).keys()].find((p) => !taken.has(p));
        if (position === undefined) throw tooMany();
        try {
          await this.dataSource.getRepository(PickupPhoto).insert({ ...row, position });
          row.position = position;
          break;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
    } catch (error) {
      await this.removeFiles([row]).catch(() => undefined);
      throw error;
    }
    ctx.log.info({ pickupRequestId: request.id, photoId: row.id, bytes: row.bytes }, 'photo de ramassage reçue');
    return this.view(row, ctx.now);
  }

  /** The photos of some requests, by request id, in upload order. */
  async forRequests(ids: readonly number[], now: Date): Promise<Map<number, PickupPhotoView[]>> {
    const out = new Map<number, PickupPhotoView[]>();
    if (ids.length === 0) return out;
    const rows = await this.dataSource.getRepository(PickupPhoto).find({ where: { pickupRequestId: In([...ids]) }, order: { position: 'ASC' } });
    for (const row of rows) {
      const list = out.get(row.pickupRequestId) ?? [];
      list.push(this.view(row, now));
      out.set(row.pickupRequestId, list);
    }
    return out;
  }

  /**
   * Retention and erasure: removes the photos of these requests, rows in the caller's transaction;
   * the files once it is done (a failed delete is logged by the caller and retried by the next run,
   * since the rows stay only if the transaction rolled back).
   */
  async removeFor(em: EntityManager, ids: readonly number[]): Promise<PickupPhoto[]> {
    if (ids.length === 0) return [];
    const rows = await em.getRepository(PickupPhoto).find({ where: { pickupRequestId: In([...ids]) } });
    if (rows.length) await em.getRepository(PickupPhoto).delete({ id: In(rows.map((r) => r.id)) });
    return rows;
  }

  async removeFiles(rows: readonly PickupPhoto[]): Promise<void> {
    for (const row of rows) {
      await this.files.delete(row.key);
      await this.files.delete(row.thumbKey);
    }
  }

  private view(row: PickupPhoto, now: Date): PickupPhotoView {
    return {
      id: String(row.id),
      number: row.position + 1,
      url: this.links.url(row.key, now),
      thumbnailUrl: this.links.url(row.thumbKey, now),
      width: row.width,
      height: row.height,
      createdAt: row.createdAt,
    };
  }
}
