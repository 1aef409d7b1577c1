import { EntityManager, In, LessThan, Like, MoreThanOrEqual } from 'typeorm';
import { anonymiseInBatches, ANONYMISED_NAME, deleteInBatches, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { AcceptedQuote, CreditNote, Invoice, InvoiceLine, InvoicePayment } from './invoice.entities';

/** What an invoice's buyer fields become 6 years after the end of its year (the number, lines and amounts stay). */
export const INVOICE_ANONYMISED = { clientName: ANONYMISED_NAME, clientEmail: '', clientAddress: '' } satisfies Partial<Invoice>;

const TAX_RULE = 'tax record: kept as issued 6 years after the end of its year (a deletion request does not shorten it), then its buyer’s name, e-mail and address are anonymised';

/** The accepted quotes (signed snapshots) whose client is this address. */
async function acceptedQuotesOf(em: EntityManager, email: string, after?: Date): Promise<AcceptedQuote[]> {
  const candidates = await em.find(AcceptedQuote, {
    where: { snapshot: Like(`%"clientEmail":${JSON.stringify(email)}%`), ...(after ? { acceptedAt: MoreThanOrEqual(after) } : {}) },
    order: { eventRequestId: 'ASC' },
  });
  // LIKE treats '_' as a wildcard: keep only exact matches.
  return candidates.filter((q) => (JSON.parse(q.snapshot) as { clientEmail?: string }).clientEmail === email);
}

/**
 * Invoices, credit notes, payments and accepted quotes are tax records: exported whole, kept whole
 * on a deletion request (counted as kept), anonymised (accepted quotes deleted) by the retention job
 * 6 years after the end of their year.
 */
export const invoicesPersonalData: PersonalDataHandler = {
  feature: 'invoices',
  holds: [
    { entity: Invoice, columns: ['clientEmail', 'clientName', 'clientAddress', 'voidReason'], subject: 'customer', rule: TAX_RULE },
    { entity: InvoiceLine, columns: ['description'], subject: 'customer', rule: `${TAX_RULE} (lines stay with the numbered invoice)` },
    { entity: CreditNote, columns: ['clientEmail', 'reason'], subject: 'customer', rule: `${TAX_RULE}; the credit note's e-mail is erased with its invoice's` },
    { entity: InvoicePayment, columns: ['reference', 'voidReason'], subject: 'customer', rule: 'payment records of an invoice (tax record), kept with it' },
    { entity: AcceptedQuote, columns: ['snapshot'], subject: 'customer', rule: 'the quote as accepted (a contract): kept 6 years after the end of its year, then deleted' },
  ],
  async export({ em, email }) {
    const invoices = await em.find(Invoice, { where: { clientEmail: email }, order: { issuedAt: 'ASC', id: 'ASC' } });
    const ids = invoices.map((i) => i.id);
    const lines = ids.length ? await em.find(InvoiceLine, { where: { invoiceId: In(ids) }, order: { position: 'ASC' } }) : [];
    const payments = ids.length ? await em.find(InvoicePayment, { where: { invoiceId: In(ids) }, order: { id: 'ASC' } }) : [];
    const notes = await em.find(CreditNote, { where: { clientEmail: email }, order: { issuedAt: 'ASC', id: 'ASC' } });
    const numberOf = new Map(invoices.map((i) => [i.id, i.number]));
    const quotes = await acceptedQuotesOf(em, email);
    return [
      {
        key: 'invoices',
        title: 'Factures',
        rows: invoices.map((i) => ({
          number: i.number, kind: i.kind, status: i.status, issuedAt: iso(i.issuedAt), dueDate: i.dueDate, clientName: i.clientName, clientEmail: i.clientEmail,
          clientAddress: i.clientAddress, terms: i.terms, subtotalCents: i.subtotalCents, gstCents: i.gstCents, qstCents: i.qstCents, totalCents: i.totalCents,
          paidCents: i.paidCents, creditedCents: i.creditedCents, balanceCents: i.balanceCents, paidAt: iso(i.paidAt), voidedAt: iso(i.voidedAt),
          lines: lines.filter((l) => l.invoiceId === i.id).map((l) => ({ description: l.description, quantity: l.quantity, unitPriceCents: l.unitPriceCents, amountCents: l.amountCents })),
          payments: payments
            .filter((p) => p.invoiceId === i.id)
            .map((p) => ({ kind: p.kind, method: p.method, amountCents: p.amountCents, receivedAt: iso(p.receivedAt), reference: p.reference, voidedAt: iso(p.voidedAt) })),
        })),
      },
      {
        key: 'creditNotes',
        title: 'Notes de crédit',
        rows: notes.map((n) => ({
          number: n.number, invoiceNumber: numberOf.get(n.invoiceId) ?? null, issuedAt: iso(n.issuedAt), reason: n.reason, subtotalCents: n.subtotalCents,
          gstCents: n.gstCents, qstCents: n.qstCents, totalCents: n.totalCents,
        })),
      },
      {
        key: 'acceptedQuotes',
        title: 'Soumissions acceptées',
        rows: quotes.map((q) => ({ eventRequestId: q.eventRequestId, acceptedAt: iso(q.acceptedAt), quote: JSON.parse(q.snapshot) as unknown })),
      },
    ];
  },
  async erase({ em, email, clock }) {
    // Tax records are kept whole; those already past the retention are anonymised now.
    const old = await em.update(Invoice, { clientEmail: email, issuedAt: LessThan(clock.taxCutoff) }, INVOICE_ANONYMISED);
    await em.update(CreditNote, { clientEmail: email, issuedAt: LessThan(clock.taxCutoff) }, { clientEmail: '' });
    const oldQuotes = (await acceptedQuotesOf(em, email)).filter((q) => q.acceptedAt < clock.taxCutoff).map((q) => q.eventRequestId);
    if (oldQuotes.length) await em.delete(AcceptedQuote, { eventRequestId: In(oldQuotes) });
    const kept =
      (await em.countBy(Invoice, { clientEmail: email, issuedAt: MoreThanOrEqual(clock.taxCutoff) })) +
      (await em.countBy(CreditNote, { clientEmail: email, issuedAt: MoreThanOrEqual(clock.taxCutoff) })) +
      (await acceptedQuotesOf(em, email, clock.taxCutoff)).length;
    return { changed: { invoices: old.affected ?? 0, acceptedQuotes: oldQuotes.length }, keptTaxRecords: kept };
  },
  async ageOut(scope) {
    const taxAt = scope.clock.taxCutoff;
    const invoices = await anonymiseInBatches(
      scope,
      Invoice,
      (q) => q.andWhere('r.issuedAt < :taxAt', { taxAt }).andWhere('r.clientName <> :anon', { anon: ANONYMISED_NAME }),
      INVOICE_ANONYMISED,
      {
        marker: null,
        before: async (ids, em) => {
          await em.createQueryBuilder().update(CreditNote).set({ clientEmail: '' }).where('invoiceId IN (:...ids)', { ids }).execute();
        },
      },
    );
    const acceptedQuotes = await deleteInBatches(scope, AcceptedQuote, (q) => q.where('r.acceptedAt < :taxAt', { taxAt }), undefined, 'eventRequestId');
    return { invoices, acceptedQuotes };
  },
};
