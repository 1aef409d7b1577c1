import { PickupRequest } from '../modules/pickup/pickup-request.entity';

/** Every entity class; the data source registers exactly these. */
export const ENTITIES = [PickupRequest];
