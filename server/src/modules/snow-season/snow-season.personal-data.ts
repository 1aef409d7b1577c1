import { In, LessThan, MoreThanOrEqual, Not } from 'typeorm';
import { anonymiseInBatches, ANONYMISED_NAME, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { SnowContract, Snowfall, SnowVisit } from './snow-season.entities';

/** A visit's personal fields once erased or aged out (its times, status and route stay). */
export const SNOW_VISIT_ANONYMISED = { email: '', address: '', note: '', reason: null, latitudeE6: null, longitudeE6: null, photoKey: null, photoType: null, photoAt: null } satisfies Partial<SnowVisit>;
/** On a deletion request a contract (a tax record, 6 years) keeps its terms, amounts and the buyer's name. */
export const SNOW_CONTRACT_MINIMISED = { email: '', address: '', note: '' } satisfies Partial<SnowContract>;
export const SNOW_CONTRACT_ANONYMISED = { ...SNOW_CONTRACT_MINIMISED, customerName: ANONYMISED_NAME } satisfies Partial<SnowContract>;

/**
 * Snow season: contracts (tax records: minimised on deletion, anonymised 6 years after the end of
 * their year) and visits (address, note, the driver's reason, position and photo: erased on
 * deletion, and RETENTION_MONTHS after their deadline; the photo file is deleted after commit).
 */
export const snowSeasonPersonalData: PersonalDataHandler = {
  feature: 'snow-season',
  holds: [
    {
      entity: SnowContract,
      columns: ['email', 'customerName', 'address', 'note'],
      subject: 'customer',
      rule: 'tax record: on deletion the e-mail, address and note are erased and the buyer’s name kept; anonymised 6 years after the end of its year',
    },
    {
      entity: SnowContract,
      columns: ['canceledBy'],
      subject: 'staff',
      rule: 'who canceled: a staff e-mail stays with the contract; « Client <e-mail> » becomes « Client » on deletion and with the contract’s anonymisation',
    },
    {
      entity: SnowVisit,
      columns: ['email', 'address', 'note', 'reason', 'latitudeE6', 'longitudeE6', 'photoKey', 'photoType', 'photoAt'],
      subject: 'customer',
      rule: 'erased on deletion (photo file deleted), and RETENTION_MONTHS after the visit’s deadline; times and status stay',
    },
    { entity: Snowfall, columns: ['declaredBy'], subject: 'staff', rule: 'who declared the snowfall: kept with the season’s operations records' },
  ],
  async export({ em, email }) {
    const contracts = await em.find(SnowContract, { where: { email }, order: { id: 'ASC' } });
    const visits = await em.find(SnowVisit, { where: { email }, order: { deadlineAt: 'ASC', id: 'ASC' } });
    const snowfallIds = [...new Set(visits.map((v) => v.snowfallId))];
    const snowfalls = snowfallIds.length ? await em.find(Snowfall, { where: { id: In(snowfallIds) } }) : [];
    const dayOf = new Map(snowfalls.map((s) => [s.id, s.date]));
    return [
      {
        key: 'snowContracts',
        title: 'Contrats de déneigement',
        rows: contracts.map((c) => ({
          id: c.id, reference: c.reference, createdAt: iso(c.createdAt), customerName: c.customerName, email: c.email, address: c.address, sector: c.sector,
          seasonStart: c.seasonStart, seasonEnd: c.seasonEnd, abrasif: c.abrasif, urgent: c.urgent, triggerCm: c.triggerCm, deadlineHours: c.deadlineHours,
          extraThresholdCm: c.extraThresholdCm, extraCents: c.extraCents, totalCents: c.total, note: c.note, status: c.status,
          canceledAt: iso(c.canceledAt), canceledBy: c.canceledBy, refundCents: c.refundCents,
        })),
      },
      {
        key: 'snowVisits',
        title: 'Passages de déneigement',
        rows: visits.map((v) => ({
          id: v.id, snowfallDate: dayOf.get(v.snowfallId) ?? null, contractId: v.contractId, snowOrderId: v.snowOrderId, address: v.address, note: v.note,
          deadlineAt: iso(v.deadlineAt), status: v.status, reason: v.reason, completedAt: iso(v.completedAt), receivedAt: iso(v.receivedAt),
          latitude: v.latitudeE6 === null ? null : v.latitudeE6 / 1e6, longitude: v.longitudeE6 === null ? null : v.longitudeE6 / 1e6,
          photo: v.photoKey ? { takenAt: iso(v.photoAt), type: v.photoType, path: `/files/client/snow-visits/${v.id}/photo` } : null,
        })),
      },
    ];
  },
  async erase({ em, email, clock, afterCommit, files }) {
    const photos = (await em.find(SnowVisit, { where: { email, photoKey: Not('') }, select: { id: true, photoKey: true } })).map((v) => v.photoKey).filter((k): k is string => !!k);
    const visits = await em.update(SnowVisit, { email }, SNOW_VISIT_ANONYMISED);
    for (const key of photos) afterCommit(() => files.delete(key));
    const old = await em.update(SnowContract, { email, createdAt: LessThan(clock.taxCutoff) }, SNOW_CONTRACT_ANONYMISED);
    const kept = await em.update(SnowContract, { email, createdAt: MoreThanOrEqual(clock.taxCutoff) }, SNOW_CONTRACT_MINIMISED);
    await em.update(SnowContract, { canceledBy: `Client ${email}` }, { canceledBy: 'Client' });
    return {
      changed: { snowVisits: visits.affected ?? 0, snowVisitPhotos: photos.length, snowContracts: old.affected ?? 0, snowContractsMinimised: kept.affected ?? 0 },
      keptTaxRecords: kept.affected ?? 0,
    };
  },
  async ageOut(scope) {
    const at = scope.clock.requestCutoff;
    const taxAt = scope.clock.taxCutoff;
    const photos: string[] = [];
    const snowVisits = await anonymiseInBatches(
      scope,
      SnowVisit,
      (q) => q.andWhere('r.deadlineAt < :at', { at }).andWhere("(r.email <> '' OR r.address <> '' OR r.photoKey IS NOT NULL OR r.latitudeE6 IS NOT NULL)"),
      SNOW_VISIT_ANONYMISED,
      {
        marker: null,
        before: async (ids, em) => {
          const rows = await em.find(SnowVisit, { where: { id: In(ids) }, select: { id: true, photoKey: true } });
          for (const row of rows) if (row.photoKey) photos.push(row.photoKey);
        },
      },
    );
    for (const key of photos) await scope.files.delete(key);
    const snowContracts = await anonymiseInBatches(
      scope,
      SnowContract,
      (q) => q.andWhere('r.createdAt < :taxAt', { taxAt }).andWhere('(r.customerName IS NULL OR r.customerName <> :anon)', { anon: ANONYMISED_NAME }),
      SNOW_CONTRACT_ANONYMISED,
      {
        marker: null,
        before: async (ids, em) => {
          await em.createQueryBuilder().update(SnowContract).set({ canceledBy: 'Client' }).where('id IN (:...ids)', { ids }).andWhere("canceledBy LIKE 'Client %'").execute();
        },
      },
    );
    return { snowVisits, snowVisitPhotos: photos.length, snowContracts };
  },
};
