import { defineFeature } from '../../kernel/feature';
import { IntegratorsResolver } from './integrators.resolver';
import { IntegratorsService } from './integrators.service';

/** The integrators' page: tokens, endpoints and deliveries at a glance. */
export default defineFeature({
  name: 'integrators',
  resolvers: [IntegratorsResolver],
  create: ({ dataSource }) => ({ resolvers: () => [new IntegratorsResolver(new IntegratorsService(dataSource))] }),
});
