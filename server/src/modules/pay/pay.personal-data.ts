import { iso, PersonalDataHandler } from '../../kernel/personal-data';
import { User } from '../users/users.public';
import { PayRate } from './pay-rate.entity';

/**
 * Hourly rates (issue #27): a staff member's pay, exported with their account. Payroll records:
 * kept at least 3 years (LNT register), not erased by a deletion request.
 */
export const payPersonalData: PersonalDataHandler = {
  feature: 'pay',
  holds: [{ entity: PayRate, columns: ['userId', 'rateCents', 'effectiveFrom'], subject: 'staff', rule: 'payroll record: kept at least 3 years (LNT register); not erased by a deletion request' }],
  async export({ em, email }) {
    const user = await em.findOneBy(User, { email });
    const rows = user ? await em.find(PayRate, { where: { userId: user.id }, order: { effectiveFrom: 'ASC' } }) : [];
    return [{ key: 'payRates', title: 'Taux horaires', rows: rows.map((r) => ({ effectiveFrom: r.effectiveFrom, rateCents: r.rateCents, recordedAt: iso(r.createdAt) })) }];
  },
};
