import type { InvoicesService } from './invoices.service';
import type { InvoiceCheckoutFulfiller } from './invoice-checkout.service';
import type { CreditNote, Invoice } from './invoice.entities';

/** Invoicing's face for other features: its transitions (the event spine, kernel/events.ts). */
declare module '../../kernel/events' {
  interface DomainEvents {
    /** An invoice was issued (with its lines). */
    'invoice.issued': { at: Date; invoice: Invoice };
    /** An invoice's balance reached 0. */
    'invoice.paid': { at: Date; invoice: Invoice };
    /** A credit note was issued, for a correction or a refund. */
    'credit_note.issued': { at: Date; note: CreditNote };
  }
}

declare module '../../kernel/feature' {
  interface FeatureServices {
    invoices: InvoicesService;
    /** Applies a paid checkout to its invoice, or passes it on to the snow orders. */
    checkoutFulfiller: InvoiceCheckoutFulfiller;
  }
}
export type { InvoicesService } from './invoices.service';
