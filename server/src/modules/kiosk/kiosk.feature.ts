import { defineFeature } from '../../kernel/feature';
import { Kiosk, KioskPinAttempt, StaffPin } from './kiosk.entities';
import { KioskResolver } from './kiosk.resolver';
import { KioskService } from './kiosk.service';
import { kioskPersonalData } from './kiosk.personal-data';

/** The shared time-clock tablet (staff PINs). */
export default defineFeature({
  name: 'kiosk',
  personalData: kioskPersonalData,
  entities: [Kiosk, StaffPin, KioskPinAttempt],
  resolvers: [KioskResolver],
  create: ({ dataSource, use }) => ({ resolvers: () => [new KioskResolver(new KioskService(dataSource, use('punch')))] }),
});
