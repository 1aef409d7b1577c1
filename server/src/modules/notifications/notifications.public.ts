import type { InboxBus } from './inbox-bus';
import type { InboxService } from './inbox.service';

/** The notifications feature's face: the office inbox and its live signals (graphql-ws reads the bus). */
declare module '../../kernel/feature' {
  interface FeatureServices {
    inbox: InboxService;
    inboxBus: InboxBus;
  }
}
