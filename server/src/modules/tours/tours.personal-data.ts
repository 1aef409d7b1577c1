import { PersonalDataHandler } from '../../kernel/personal-data';
import { Tour } from './tour.entities';

/** Tours: staff who created or changed them (the stops point to snow orders, covered by the snow feature). */
export const toursPersonalData: PersonalDataHandler = {
  feature: 'tours',
  holds: [{ entity: Tour, columns: ['createdBy', 'statusChangedBy'], subject: 'staff', rule: 'staff stamps of the operations record: kept with the tour' }],
};
