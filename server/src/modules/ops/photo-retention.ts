import { DataSource, In, IsNull, LessThan, Not } from 'typeorm';
import { PickupPhoto } from '../pickup/pickup-photo.entity';
import { PickupRequest } from '../pickup/pickup-request.entity';
import { SnowVisit } from '../snow-season/snow-season.entities';
import type { FileStore } from '../storage/file-store';

/**
 * The retention rule for photos (privacy policy, "Durée de conservation"):
 * - a pickup request's photos go with its personal data: deleted (file and row) once the request is
 *   anonymised, by the retention or by a Law 25 deletion;
 * - a snow visit's proof-of-service photo is deleted `cutoff` after it was taken (RETENTION_MONTHS):
 *   the visit keeps its time and status, not the image.
 * The row is changed first and the file deleted after; a file whose delete failed is an orphan the
 * next run does not see, so a delete error stops the run (the row change is then retried next time).
 */
export async function purgePhotos(dataSource: DataSource, files: FileStore, cutoff: Date, batchSize = 200): Promise<number> {
  let purged = 0;
  for (;;) {
    const rows = await dataSource
      .getRepository(PickupPhoto)
      .createQueryBuilder('p')
      .innerJoin(PickupRequest, 'r', 'r.id = p.pickupRequestId')
      .where('r.anonymizedAt IS NOT NULL')
      .orderBy('p.id', 'ASC')
      .limit(batchSize)
      .getMany();
    if (rows.length === 0) break;
    for (const row of rows) {
      await files.delete(row.key);
      await files.delete(row.thumbKey);
    }
    await dataSource.getRepository(PickupPhoto).delete({ id: In(rows.map((r) => r.id)) });
    purged += rows.length;
    if (rows.length < batchSize) break;
  }
  for (;;) {
    const visits = await dataSource.getRepository(SnowVisit).find({ where: { photoKey: Not(IsNull()), photoAt: LessThan(cutoff) }, take: batchSize, order: { id: 'ASC' } });
    if (visits.length === 0) break;
    for (const visit of visits) {
      const result = await dataSource.getRepository(SnowVisit).update({ id: visit.id, photoKey: visit.photoKey! }, { photoKey: null, photoType: null });
      if (result.affected) await files.delete(visit.photoKey!);
      purged += 1;
    }
    if (visits.length < batchSize) break;
  }
  return purged;
}
