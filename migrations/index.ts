import { CreatePickupRequest1795305600000 } from './1795305600000-CreatePickupRequest';
import { CreateService1795400000000 } from './1795400000000-CreateService';
import { CreateOutbox1795400100000 } from './1795400100000-CreateOutbox';
import { CreateEventRequest1795400200000 } from './1795400200000-CreateEventRequest';
import { CreateAccounts1795420800000 } from './1795420800000-CreateAccounts';
import { CreateSnowOrder1795463000000 } from './1795463000000-CreateSnowOrder';
import { CreateTimeClock1795460000000 } from './1795460000000-CreateTimeClock';
import { AddPickupWorkflow1795500000000 } from './1795500000000-AddPickupWorkflow';
import { AddEventRequestStatusAudit1795470000000 } from './1795470000000-AddEventRequestStatusAudit';
import { CreatePageView1795500100000 } from './1795500100000-CreatePageView';
import { CreateWebhooks1795470100000 } from './1795470100000-CreateWebhooks';
import { AddRetention1795516666249 } from './1795516666249-AddRetention';
import { CreateTours1795516669294 } from './1795516669294-CreateTours';
import { CreateClientPortal1796100000000 } from './1796100000000-CreateClientPortal';
import { CreateSnowSeason1796400000000 } from './1796400000000-CreateSnowSeason';
import { CreateTimesheets1796500000000 } from './1796500000000-CreateTimesheets';
import { CreateKiosk1796500100000 } from './1796500100000-CreateKiosk';
import { CreateInvoices1796200000000 } from './1796200000000-CreateInvoices';
import { CreateEquipmentAvailability1796300000000 } from './1796300000000-CreateEquipmentAvailability';
import { AddPublicWriteGuards1796600000000 } from './1796600000000-AddPublicWriteGuards';
import { CreatePrivacyRecords1796600100000 } from './1796600100000-CreatePrivacyRecords';
import { CreateOfficeInbox1796710000000 } from './1796710000000-CreateOfficeInbox';

/** Every migration, oldest first. Listed explicitly so the same code runs from TypeScript and from the build. */
export const MIGRATIONS = [
  CreatePickupRequest1795305600000,
  CreateService1795400000000,
  CreateOutbox1795400100000,
  CreateEventRequest1795400200000,
  CreateAccounts1795420800000,
  CreateTimeClock1795460000000,
  CreateSnowOrder1795463000000,
  AddEventRequestStatusAudit1795470000000,
  CreateWebhooks1795470100000,
  AddPickupWorkflow1795500000000,
  CreatePageView1795500100000,
  AddRetention1795516666249,
  CreateTours1795516669294,
  CreateClientPortal1796100000000,
  CreateInvoices1796200000000,
  CreateEquipmentAvailability1796300000000,
  CreateSnowSeason1796400000000,
  CreateTimesheets1796500000000,
  CreateKiosk1796500100000,
  AddPublicWriteGuards1796600000000,
  CreatePrivacyRecords1796600100000,
  CreateOfficeInbox1796710000000,
];
