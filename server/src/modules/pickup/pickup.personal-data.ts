import { In, IsNull } from 'typeorm';
import { anonymiseInBatches, ANONYMISED_NAME, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { PickupRequest } from './pickup-request.entity';
import { PickupPhoto } from './pickup-photo.entity';

/** What a pickup request's personal fields become (retention and Law 25 deletion). */
export const PICKUP_ANONYMISED = { fullName: ANONYMISED_NAME, phone: '', email: '', address: '', description: '', photos: [] } satisfies Partial<PickupRequest>;

/**
 * Pickup requests: exported whole; erased (anonymised) on request; anonymised RETENTION_MONTHS after
 * the last exchange (received, last back-office change or scheduled day, whichever is latest).
 */
export const pickupPersonalData: PersonalDataHandler = {
  feature: 'pickup',
  holds: [
    {
      entity: PickupRequest,
      columns: ['fullName', 'phone', 'email', 'address', 'description', 'photos'],
      subject: 'customer',
      rule: 'anonymised on deletion, and RETENTION_MONTHS after the last exchange; amounts, dates and status stay',
    },
    {
      entity: PickupPhoto,
      columns: ['key', 'thumbKey', 'position'],
      subject: 'customer',
      rule: 'the uploaded photos (files and rows) are deleted with the request’s anonymisation: on deletion, and by the retention once the request is anonymised',
    },
  ],
  async export({ em, email }) {
    const rows = await em.find(PickupRequest, { where: { email }, order: { id: 'ASC' } });
    return [
      {
        key: 'pickupRequests',
        title: 'Demandes de ramassage',
        rows: rows.map((p) => ({
          id: p.id, createdAt: iso(p.createdAt), fullName: p.fullName, phone: p.phone, email: p.email, address: p.address, floor: p.floor,
          hasElevator: p.hasElevator, urgency: p.urgency, description: p.description, photos: p.photos, status: p.status,
          estimateCents: p.estimateCents, scheduledDate: p.scheduledDate, scheduledSlot: p.scheduledSlot,
        })),
      },
      {
        key: 'pickupPhotos',
        title: 'Photos des demandes de ramassage',
        rows: rows.length
          ? (await em.find(PickupPhoto, { where: { pickupRequestId: In(rows.map((r) => r.id)) }, order: { id: 'ASC' } })).map((photo) => ({
              pickupRequestId: photo.pickupRequestId, number: photo.position + 1, width: photo.width, height: photo.height, receivedAt: iso(photo.createdAt),
            }))
          : [],
      },
    ];
  },
  async erase({ em, email, clock, afterCommit, files }) {
    const ids = (await em.find(PickupRequest, { where: { email }, select: { id: true } })).map((r) => r.id);
    const photos = ids.length ? await em.find(PickupPhoto, { where: { pickupRequestId: In(ids) } }) : [];
    if (photos.length) await em.delete(PickupPhoto, { id: In(photos.map((p) => p.id)) });
    for (const photo of photos) afterCommit(async () => {
      await files.delete(photo.key);
      await files.delete(photo.thumbKey);
    });
    const result = await em.update(PickupRequest, { email, anonymizedAt: IsNull() }, { ...PICKUP_ANONYMISED, anonymizedAt: clock.now });
    return { changed: { pickupRequests: result.affected ?? 0, pickupPhotos: photos.length } };
  },
  async ageOut(scope) {
    const at = scope.clock.requestCutoff;
    const day = scope.clock.requestCutoffDay;
    const pickupRequests = await anonymiseInBatches(
      scope,
      PickupRequest,
      (q) =>
        q
          .andWhere('r.createdAt < :at', { at })
          .andWhere('(r.updatedAt IS NULL OR r.updatedAt < :at)', { at })
          .andWhere('(r.scheduledDate IS NULL OR r.scheduledDate < :day)', { day }),
      PICKUP_ANONYMISED,
    );
    // The photos of anonymised requests (these and any earlier ones): rows, then files.
    let pickupPhotos = 0;
    for (;;) {
      if (scope.shouldStop()) break;
      const photos = await scope.dataSource
        .getRepository(PickupPhoto)
        .createQueryBuilder('p')
        .innerJoin(PickupRequest, 'r', 'r.id = p.pickupRequestId')
        .where('r.anonymizedAt IS NOT NULL')
        .orderBy('p.id', 'ASC')
        .limit(scope.batchSize)
        .getMany();
      if (photos.length === 0) break;
      await scope.dataSource.getRepository(PickupPhoto).delete({ id: In(photos.map((p) => p.id)) });
      for (const photo of photos) {
        await scope.files.delete(photo.key);
        await scope.files.delete(photo.thumbKey);
      }
      pickupPhotos += photos.length;
      if (photos.length < scope.batchSize) break;
    }
    return { pickupRequests, pickupPhotos };
  },
};
