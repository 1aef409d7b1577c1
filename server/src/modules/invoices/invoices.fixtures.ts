import { DataSource } from 'typeorm';
import { TEST_NOW, testConfig } from '../../testing/app';
import { EventRequest, EventRequestStatus } from '../events/event-request.entity';
import type { QuoteSnapshot } from '../portal/portal.public';
import { MailService } from '../mail/mail.service';
import type { OutboxAttachment } from '../mail/outbox-message.entity';
import { InvoicesService, RefundGateway } from './invoices.service';
import { testBus } from '../../testing/event-bus';

/** Refunds recorded by the fake provider (tests): every call, and the ids it returned. */
export function recordingRefunds(): RefundGateway & { calls: { sessionId: string | null; amountCents: number }[] } {
  const calls: { sessionId: string | null; amountCents: number }[] = [];
  const gateway = (async (request: { sessionId: string | null; amountCents: number }) => {
    calls.push({ sessionId: request.sessionId, amountCents: request.amountCents });
    return { id: `re_test_${calls.length}` };
  }) as unknown as RefundGateway & { calls: typeof calls };
  gateway.calls = calls;
  return gateway;
}

export function invoicesService(dataSource: DataSource, refunds: RefundGateway = recordingRefunds(), env: Record<string, string> = {}, mail = new MailService()): InvoicesService {
  return new InvoicesService(dataSource, mail, testConfig(env), refunds, testBus(dataSource));
}

/** Outbox attachments as the mail worker sends them: the invoice PDFs deferred to it (issue #31) rendered. */
export function renderedAttachments(dataSource: DataSource, attachments: readonly OutboxAttachment[] | null): Promise<OutboxAttachment[]> {
  const mail = new MailService();
  invoicesService(dataSource, recordingRefunds(), {}, mail);
  return mail.renderAttachments(attachments ?? []);
}

/** An event request row as staff see it (confirmed by default). */
export async function insertEventRequest(dataSource: DataSource, overrides: Partial<EventRequest> = {}): Promise<EventRequest> {
  const repo = dataSource.getRepository(EventRequest);
  const row = repo.create({
    reference: 'EV-2026-000007',
    eventName: 'Marché de Noël',
    eventType: 'foire',
    participants: 1200,
    dateStart: '2026-12-04',
    dateEnd: '2026-12-06',
    days: 3,
    address: '100 rue des Forges, Trois-Rivières',
    superficie: 0,
    zones: 1,
    commentaires: '',
    staffCount: 0,
    companyName: 'Marchés & Cie',
    neq: '1171234567',
    email: 'info@marches.ca',
    phone: '819 555-0100',
    website: '',
    sendCopy: false,
    status: EventRequestStatus.CONFIRMED,
    subtotal: 186_000,
    gst: 9300,
    qst: 18_554,
    total: 213_854,
    createdAt: TEST_NOW,
    statusChangedAt: null,
    statusChangedById: null,
    anonymizedAt: null,
    ...overrides,
  });
  await repo.insert(row);
  return row;
}

/** What the portal sends with quote.accepted (lines and amounts in cents). */
export function quoteSnapshot(eventRequestId: number, overrides: Partial<QuoteSnapshot> = {}): QuoteSnapshot {
  return {
    eventRequestId,
    revisionId: 1,
    revisionNumber: 1,
    reference: 'EV-2026-000007',
    clientEmail: 'info@marches.ca',
    clientName: 'Marchés & Cie',
    clientAddress: '100 rue des Forges, Trois-Rivières',
    dateStart: '2026-12-04',
    dateEnd: '2026-12-06',
    equipment: [{ code: 'bac', quantity: 4 }],
    lines: [
      { description: 'Bacs (4 × 3 jours)', quantity: 12, unitPriceCents: 1000, amountCents: 12_000 },
      { description: 'Livraison et récupération', quantity: 1, unitPriceCents: 6000, amountCents: 6000 },
      { description: 'Personnel sur place', quantity: 48, unitPriceCents: 3500, amountCents: 168_000 },
    ],
    subtotalCents: 186_000,
    gstCents: 9300,
    qstCents: 18_554,
    totalCents: 213_854,
    ...overrides,
  };
}
