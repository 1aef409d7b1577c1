import { defineFeature } from '../../kernel/feature';
import { ClientsResolver } from './clients.resolver';
import { ClientsService } from './clients.service';

/** The back-office's client list, gathered from requests and orders. */
export default defineFeature({
  name: 'clients',
  resolvers: [ClientsResolver],
  create: ({ dataSource, use }) => ({ resolvers: () => [new ClientsResolver(new ClientsService(dataSource, use('events')))] }),
});
