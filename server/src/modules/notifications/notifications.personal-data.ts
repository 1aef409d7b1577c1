import { PersonalDataHandler } from '../../kernel/personal-data';
import { User } from '../users/users.public';
import { InboxDigest, InboxItem, InboxPreference } from './inbox.entities';

/**
 * The office inbox holds no customer data (an item is a reference and a link); it names staff: who
 * owns and who handled an item, each person's e-mail preferences, and the addresses digests went to.
 * Exported with the staff member's account; kept while the items are (work records), not erased by a
 * customer's deletion request.
 */
export const notificationsPersonalData: PersonalDataHandler = {
  feature: 'notifications',
  holds: [
    { entity: InboxItem, columns: ['assignedToId', 'handledById'], subject: 'staff', rule: 'work record: who owned and who handled an item; kept with the item' },
    { entity: InboxPreference, columns: ['userId'], subject: 'staff', rule: 'the person’s e-mail preferences; deleted with their account' },
    { entity: InboxDigest, columns: ['recipient'], subject: 'staff', rule: 'the address a digest last went to (a staff member or the office); replaced at each digest' },
  ],
  async export({ em, email }) {
    const user = await em.findOneBy(User, { email });
    if (!user) return [];
    const preference = await em.findOneBy(InboxPreference, { userId: user.id });
    const assigned = await em.countBy(InboxItem, { assignedToId: user.id });
    return [
      {
        key: 'inboxPreferences',
        title: 'Préférences « À traiter »',
        rows: [{ mode: preference?.mode ?? 'off', kinds: (preference?.kinds ?? []).join(', '), itemsAssigned: assigned }],
      },
    ];
  },
};
