import { defineFeature } from '../../kernel/feature';
import { UnverifiedRequestsResolver } from './unverified.resolver';

/** The staff's review of unverified pickup and event requests (issue #19): confirm or delete. Kept out of abuse so that
 * abuse, which pickup and events use for their public guard, depends on neither. */
export default defineFeature({
  name: 'unverified',
  resolvers: [UnverifiedRequestsResolver],
  create: ({ use }) => ({ resolvers: () => [new UnverifiedRequestsResolver(use('pickup'), use('events'))] }),
});
