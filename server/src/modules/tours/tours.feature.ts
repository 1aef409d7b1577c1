import { defineFeature } from '../../kernel/feature';
import { Tour, TourStop } from './tour.entities';
import { ToursResolver } from './tours.resolver';
import { ToursService } from './tours.service';
import { toursPersonalData } from './tours.personal-data';

/** Delivery and pickup tours (stops in order). */
export default defineFeature({
  name: 'tours',
  personalData: toursPersonalData,
  entities: [Tour, TourStop],
  resolvers: [ToursResolver],
  create: ({ dataSource }) => ({ resolvers: () => [new ToursResolver(new ToursService(dataSource))] }),
});
