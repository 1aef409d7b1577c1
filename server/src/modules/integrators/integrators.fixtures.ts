import { SnowOrder, SnowOrderStatus } from '../snow/snow-order.entity';

/** A stored snow order row (80 $ one-shot, 91,98 $ with taxes) for list and export tests. */
export function snowOrderRow(confirmationCode: string, status: SnowOrderStatus, paidAt: Date | null): Omit<SnowOrder, 'id'> {
  const createdAt = new Date('2026-10-01T00:00:00Z');
  return {
    confirmationCode, mode: 'one-shot', address: '1 rue des Forges, Trois-Rivières', email: 'client@example.ca', abrasif: false, urgent: false,
    phone: null,
  note: '', basePrice: 8000, abrasifPrice: 0, urgentPrice: 0, subtotal: 8000, gst: 400, qst: 798, total: 9198, status,
    stripeSessionId: null, customerName: status === SnowOrderStatus.PAID ? 'Marie Tremblay' : null, paidAt, createdAt, updatedAt: createdAt, anonymizedAt: null,
  };
}
