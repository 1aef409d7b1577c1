import type { ClassType } from 'type-graphql';
import { formattedMoneyResolver } from '../../graphql/formatted-money';
import { EventMaterialLine } from './event-material-line.entity';
import { EventRequest } from './event-request.entity';
import { EventServiceLine } from './event-service-line.entity';

/** The `…Formatted` fr-CA siblings of this feature's amounts in cents (issue #10), listed by its manifest under `money`. */
export const eventsMoney: readonly ClassType[] = [
  formattedMoneyResolver(EventRequest, [{ cents: 'subtotal' }, { cents: 'gst' }, { cents: 'qst' }, { cents: 'total' }]),
  formattedMoneyResolver(EventMaterialLine, [{ cents: 'unitPrice' }, { cents: 'lineTotal' }]),
  formattedMoneyResolver(EventServiceLine, [{ cents: 'price' }]),
];
