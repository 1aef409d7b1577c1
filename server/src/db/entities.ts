import { PickupRequest } from '../modules/pickup/pickup-request.entity';
import { Service } from '../modules/pricing/service.entity';
import { OutboxMessage } from '../modules/mail/outbox-message.entity';

/** Every entity class; the data source registers exactly these. */
export const ENTITIES = [PickupRequest, Service, OutboxMessage];
