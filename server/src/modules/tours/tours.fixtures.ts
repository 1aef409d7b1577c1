import { DataSource } from 'typeorm';
import { SnowOrder, SnowOrderStatus } from '../snow/snow-order.entity';
import { insertSnowOrder } from '../snow/snow.fixtures';

/** Addresses of three sectors. */
export const TOUR_ADDRESSES = {
  centre: '1250 rue Royale, Trois-Rivières, QC G9A 4J6',
  cap: '250 rue Fusey, Trois-Rivières, QC G8T 2V8',
  ouest: '5000 boul. Jean-XXIII, Trois-Rivières, QC G9B 7T6',
} as const;

/** A paid snow order (mode, address, options and payment time as given). */
export function insertPaidSnowOrder(dataSource: DataSource, paidAt: string, overrides: Partial<SnowOrder> = {}): Promise<SnowOrder> {
  return insertSnowOrder(dataSource, { status: SnowOrderStatus.PAID, paidAt: new Date(paidAt), createdAt: new Date(paidAt), ...overrides });
}
