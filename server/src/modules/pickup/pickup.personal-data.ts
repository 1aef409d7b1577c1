import { IsNull } from 'typeorm';
import { anonymiseInBatches, ANONYMISED_NAME, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { PickupRequest } from './pickup-request.entity';

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
    ];
  },
  async erase({ em, email, clock }) {
    const result = await em.update(PickupRequest, { email, anonymizedAt: IsNull() }, { ...PICKUP_ANONYMISED, anonymizedAt: clock.now });
    return { changed: { pickupRequests: result.affected ?? 0 } };
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
    return { pickupRequests };
  },
};
