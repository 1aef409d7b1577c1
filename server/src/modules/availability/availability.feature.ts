import { defineFeature } from '../../kernel/feature';
import { availabilityHandlers } from './availability.listener';
import { AvailabilityResolver } from './availability.resolver';
import { AvailabilityService } from './availability.service';
import { EquipmentAllocation, EquipmentDay, EquipmentStock } from './equipment-allocation.entities';
import { RunSheetService } from './run-sheet.service';

/** Equipment stock, holds and reservations over an event's dates (issue #16). */
export default defineFeature({
  name: 'availability',
  entities: [EquipmentAllocation, EquipmentDay, EquipmentStock],
  resolvers: [AvailabilityResolver],
  settings: ['availability', 'company'],
  offers: ['availability', 'equipmentCheck'],
  create: ({ dataSource, config }) => {
    const availability = new AvailabilityService(dataSource, config.availability);
    return {
      // equipmentCheck: the port events declares for its request form (events does not import availability).
      provides: { availability, equipmentCheck: availability },
      resolvers: () => [new AvailabilityResolver(availability, new RunSheetService(dataSource, config.company))],
      on: availabilityHandlers(availability),
    };
  },
});
