import { iso, PersonalDataHandler } from '../../kernel/personal-data';
import { User } from './user.entity';

/**
 * Staff accounts: exported when the address is a staff member's. Not erased by a customer deletion
 * request: an account is disabled by an ADMIN, and its employment records (hours, timesheets) are
 * kept at least 3 years (LNT register).
 */
export const usersPersonalData: PersonalDataHandler = {
  feature: 'users',
  holds: [{ entity: User, columns: ['email', 'name'], subject: 'staff', rule: 'kept while the account exists (employment records: 3 years, LNT); not erased by a deletion request' }],
  async export({ em, email }) {
    const user = await em.findOneBy(User, { email });
    return [
      {
        key: 'staffAccount',
        title: 'Compte du personnel',
        rows: user ? [{ email: user.email, name: user.name, role: user.role, createdAt: iso(user.createdAt), disabledAt: iso(user.disabledAt) }] : [],
      },
    ];
  },
};
