import { PersonalDataHandler } from '../../kernel/personal-data';
import { Kiosk } from './kiosk.entities';

/** Kiosks: the name of the manager who registered the device. */
export const kioskPersonalData: PersonalDataHandler = {
  feature: 'kiosk',
  holds: [{ entity: Kiosk, columns: ['createdByName'], subject: 'staff', rule: 'who registered the kiosk: kept while the kiosk exists (audit)' }],
};
