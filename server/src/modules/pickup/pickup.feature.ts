import { defineFeature } from '../../kernel/feature';
import { PickupRequest } from './pickup-request.entity';
import { PickupResolver } from './pickup.resolver';
import { PickupService } from './pickup.service';
import { pickupPersonalData } from './pickup.personal-data';

/** Bulky-item pickup requests: submission, estimate, schedule, done. */
export default defineFeature({
  name: 'pickup',
  personalData: pickupPersonalData,
  entities: [PickupRequest],
  resolvers: [PickupResolver],
  settings: ['company', 'publicUrl'],
  offers: ['pickup'],
  create: ({ dataSource, config, bus, use }) => {
    const pickup = new PickupService(dataSource, bus, use('mail'), config.company, use('guard'), config.publicUrl);
    return { provides: { pickup }, resolvers: () => [new PickupResolver(pickup)] };
  },
});
