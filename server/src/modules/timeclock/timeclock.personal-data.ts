import { iso, PersonalDataHandler } from '../../kernel/personal-data';
import { User } from '../users/users.public';
import { TimeEntryChange } from './time-entry-change.entity';
import { TimeEntry } from './time-entry.entity';
import { TimePunch } from './time-punch.entity';

const RULE = 'employment record (LNT register, 3 years): exported to the employee, not erased by a deletion request';

/** The time clock: an employee's entries, punches and the audit of their changes. */
export const timeclockPersonalData: PersonalDataHandler = {
  feature: 'timeclock',
  holds: [
    { entity: TimeEntry, columns: ['note', 'reviewReason'], subject: 'staff', rule: RULE },
    { entity: TimePunch, columns: ['note'], subject: 'staff', rule: RULE },
    { entity: TimeEntryChange, columns: ['changedByName', 'reason', 'oldValues', 'newValues'], subject: 'staff', rule: RULE },
  ],
  async export({ em, email }) {
    const user = await em.findOneBy(User, { email });
    const entries = user ? await em.find(TimeEntry, { where: { userId: user.id }, order: { clockIn: 'ASC' } }) : [];
    return [
      {
        key: 'timeEntries',
        title: 'Heures travaillées (horodateur)',
        rows: entries.map((e) => ({ clockIn: iso(e.clockIn), clockOut: iso(e.clockOut), note: e.note, source: e.source, reviewReason: e.reviewReason })),
      },
    ];
  },
};
