import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { readSpreadsheetCents } from '../../shared/spreadsheet-csv';
import { TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { readAsFrenchSpreadsheet } from '../../testing/french-spreadsheet';
import { testContext } from '../pricing/pricing.fixtures';
import { CreditNote, Invoice, InvoiceLine, PaymentMethod } from './invoice.entities';
import { InvoiceReportsService, spreadTax } from './invoice-reports.service';
import { insertEventRequest, invoicesService, quoteSnapshot, recordingRefunds } from './invoices.fixtures';

const dollarsToCents = (text: string) => {
  expect(text).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(text) * 100);
};

describe('spreadTax', () => {
  it('spreads a document’s taxes over its lines in proportion, summing exactly, negative lines included', () => {
    expect(spreadTax([10_000], 1498)).toEqual([1498]);
    expect(spreadTax([1, 1, 1], 100)).toEqual([34, 33, 33]);
    const mixed = spreadTax([18_000, 57_000, 6000, -1000, -20_000], 8989);
    expect(mixed.reduce((a, b) => a + b, 0)).toBe(8989);
    expect(mixed[3]).toBeLessThan(0);
  });
});

describeEachDb('accounting exports open as they are (issue #25)', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
  });
  const ctx = () => testContext(dataSource);

  /** A month of business: an event's deposit and final invoices, a manual invoice, payments by every method, a credit note and a card refund. */
  async function month() {
    const service = invoicesService(dataSource, recordingRefunds());
    const event = await insertEventRequest(dataSource);
    await inTransaction(dataSource, (em) => service.onQuoteAccepted(ctx(), em, quoteSnapshot(event.id)));
    await inTransaction(dataSource, (em) => service.onEventDone(ctx(), em, event.id));
    const manual = await service.createManual(ctx(), { clientEmail: 'marie@example.ca', clientName: '=Marie; "Tremblay"', clientAddress: '1 rue A', lines: [{ description: 'Déneigement, entrée', quantity: 3, unitPriceCents: 3333 }] });
    const [deposit, final] = await Promise.all([dataSource.getRepository(Invoice).findOneByOrFail({ sourceKey: `event:${event.id}:deposit` }), dataSource.getRepository(Invoice).findOneByOrFail({ sourceKey: `event:${event.id}:final` })]);
    await service.recordPayment(ctx(), { number: deposit.number, amountCents: 20_000, method: PaymentMethod.INTERAC, date: '2026-11-14', reference: 'CA77' });
    await service.recordPayment(ctx(), { number: deposit.number, amountCents: 10_000, method: PaymentMethod.CASH, date: '2026-11-14' });
    await service.recordPayment(ctx(), { number: deposit.number, amountCents: 5000, method: PaymentMethod.CHEQUE, date: '2026-11-14', reference: '118' });
    const card = await inTransaction(dataSource, async (em) => service.applyPayment(ctx(), em, (await em.getRepository(Invoice).findOneByOrFail({ id: final.id }))!, { method: PaymentMethod.CARD, amountCents: 50_000, receivedAt: TEST_NOW, stripeSessionId: 'cs_test_1' }));
    await service.refundPayment(ctx(), { paymentId: card.id, amountCents: 12_345, reason: 'Bac manquant' });
    await service.issueCreditNote(ctx(), { number: manual.number, amountCents: 2000, reason: 'Geste commercial' });
    return { invoices: await dataSource.getRepository(Invoice).find({ order: { id: 'ASC' } }), notes: await dataSource.getRepository(CreditNote).find({ order: { id: 'ASC' } }) };
  }

  it('QuickBooks Online: comma and point, every invoice line and every credit note as a credit memo; read back, every total equals the documents', async () => {
    const { invoices, notes } = await month();
    expect(notes).toHaveLength(2);
    const csv = await new InvoiceReportsService(dataSource).quickBooksCsv(ctx(), '2026-11-01', '2026-11-30');
    expect(csv.startsWith('InvoiceNo,Customer,')).toBe(true);
    const rows = parse(csv, { columns: true, delimiter: ',' }) as Record<string, string>[];
    const lines = await dataSource.getRepository(InvoiceLine).find();
    expect(rows.filter((r) => r.TransactionType === 'Invoice')).toHaveLength(lines.length);
    for (const invoice of invoices) {
      const own = rows.filter((r) => r.InvoiceNo === invoice.number);
      expect(own.every((r) => r.TransactionType === 'Invoice')).toBe(true);
      expect(own.reduce((s, r) => s + dollarsToCents(r.ItemAmount!), 0)).toBe(invoice.subtotalCents);
      expect(own.reduce((s, r) => s + dollarsToCents(r.ItemTaxAmount!), 0)).toBe(invoice.gstCents + invoice.qstCents);
      for (const r of own) expect(Math.round(Number(r.ItemQuantity) * dollarsToCents(r.ItemRate!))).toBe(dollarsToCents(r.ItemAmount!));
    }
    for (const note of notes) {
      const [memo, ...more] = rows.filter((r) => r.InvoiceNo === note.number);
      expect(more).toHaveLength(0);
      expect(memo).toMatchObject({ TransactionType: 'Credit Memo', ItemDescription: note.reason });
      expect(dollarsToCents(memo!.ItemAmount!)).toBe(note.subtotalCents);
      expect(dollarsToCents(memo!.ItemTaxAmount!)).toBe(note.gstCents + note.qstCents);
    }
    // The deposit deducted on the final invoice stays a negative amount (never a neutralised text).
    expect(rows.some((r) => r.ItemAmount!.startsWith('-') && r.ItemDescription!.startsWith('Moins : dépôt'))).toBe(true);
    // A name typed as a formula is neutralised; commas and quotes survive.
    expect(rows.find((r) => r.ItemDescription === 'Déneigement, entrée')!.Customer).toBe('\'=Marie; "Tremblay"');
  });

  it('journal: opens in columns in a French spreadsheet, in French, balanced per document, credit notes and refunds included, every amount equal', async () => {
    const { invoices, notes } = await month();
    const csv = await new InvoiceReportsService(dataSource).journalCsv(ctx(), '2026-11-01', '2026-11-30');
    const [header, ...rows] = readAsFrenchSpreadsheet(csv);
    expect(header).toEqual(['Date', 'Document', 'Libellé', 'Compte', 'Débit', 'Crédit', 'Code de taxe']);
    for (const row of rows) {
      expect(row).toHaveLength(7);
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const amount of [row[4]!, row[5]!]) if (amount) expect(amount).toMatch(/^\d+,\d{2}$/);
    }
    // Balanced per entry (document and label).
    const entries = new Map<string, { debit: number; credit: number }>();
    for (const row of rows) {
      const key = `${row[1]}|${row[2]}`;
      const entry = entries.get(key) ?? { debit: 0, credit: 0 };
      entry.debit += row[4] ? readSpreadsheetCents(row[4]) : 0;
      entry.credit += row[5] ? readSpreadsheetCents(row[5]) : 0;
      entries.set(key, entry);
    }
    for (const [key, entry] of entries) expect({ key, debit: entry.debit }).toEqual({ key, debit: entry.credit });
    // French payment methods, the refund and the credit notes.
    const accounts = new Set(rows.map((r) => r[3]));
    for (const account of ['Banque (carte)', 'Banque (Interac)', 'Banque (comptant)', 'Banque (chèque)', 'Comptes clients', 'Ventes', 'TPS à payer', 'TVQ à payer']) expect(accounts).toContain(account);
    expect(rows.some((r) => r[2]!.startsWith('Remboursement carte') && r[3] === 'Banque (carte)' && r[5] === '123,45')).toBe(true);
    // Every amount reads back equal to the stored one: sales, TPS, TVQ net of credit notes.
    const net = (account: string) => rows.filter((r) => r[3] === account).reduce((s, r) => s + (r[5] ? readSpreadsheetCents(r[5]) : 0) - (r[4] ? readSpreadsheetCents(r[4]) : 0), 0);
    const total = (pick: (d: { subtotalCents: number; gstCents: number; qstCents: number }) => number) => invoices.reduce((s, i) => s + pick(i), 0) - notes.reduce((s, n) => s + pick(n), 0);
    expect(net('Ventes')).toBe(total((d) => d.subtotalCents));
    expect(net('TPS à payer')).toBe(total((d) => d.gstCents));
    expect(net('TVQ à payer')).toBe(total((d) => d.qstCents));
    expect(rows.find((r) => r[2]!.includes('Tremblay'))![2]).toBe('Facture F-2026-000003 – =Marie; "Tremblay"');
  });
});
