import { defineFeature } from '../../kernel/feature';
import { ClientsResolver } from './clients.resolver';
import { ClientsService } from './clients.service';
import { clientsMoney } from './clients.money';

/** The back-office's client list, gathered from requests and orders. */
export default defineFeature({
  name: 'clients',
  resolvers: [ClientsResolver],
  money: clientsMoney,
  create: ({ dataSource, use }) => ({ resolvers: () => [new ClientsResolver(new ClientsService(dataSource, use('events')))] }),
});
