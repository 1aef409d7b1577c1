import fc from 'fast-check';
import { DateTime } from 'luxon';
import { Between, DataSource, Not } from 'typeorm';
import { inTransaction } from '../../kernel/transactions';
import { applyTaxes, gstOf, qstOf } from '../../shared/pricing/taxes';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { testContext } from '../pricing/pricing.fixtures';
import type { QuoteRevision, RevisionLine } from '../portal/portal.entities';
import { quoteSnapshot } from '../portal/quote-revisions.service';
import { CreditNote, Invoice, InvoiceKind, InvoiceLine, InvoiceStatus } from './invoice.entities';
import { dayRange, InvoiceReportsService } from './invoice-reports.service';
import { insertEventRequest, invoicesService } from './invoices.fixtures';

/**
 * Issue #25: the money agrees from the signed quote to every document drawn from it, for any
 * accepted revision (random lines, quantities, rental days, discount, deposit percentage 0–100,
 * credit notes on the deposit before the event, dates across the year):
 * - deposit + final − credit notes = the signed subtotal, TPS, TVQ and total, to the cent;
 * - each final-invoice line is the signed line (its amount, quantity; "× n jours" when days > 1);
 * - TPS 5 % and TVQ 9,975 % are rounded once per tax per document, as the quote does (the final
 *   invoice carries the contract's taxes less the deposit's, so the two never drift by a cent);
 * - the tax report of any period equals the sum of the documents issued in it.
 */

const EQUIPMENT = [
  ['bac', 'Bac de recyclage 360 L'],
  ['baril', 'Baril de récupération 205 L'],
  ['ilot', 'Îlot de tri 3 voies'],
  ['toilette', 'Toilette chimique'],
  // Catalogue items staff add in Tarification travel as equipment lines too (issue #28).
  ['tente10x10', 'Tente 10 × 10 pi'],
  ['affiche', 'Affiche personnalisée'],
] as const;
const SERVICES = ['Livraison et récupération', 'Personnel sur place', 'Lavage des bacs'] as const;

const lineArb = fc.record({
  equipment: fc.boolean(),
  which: fc.nat(),
  quantity: fc.integer({ min: 1, max: 40 }),
  days: fc.integer({ min: 1, max: 5 }),
  unitPriceCents: fc.integer({ min: 1, max: 60_000 }),
});

const caseArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  /** Discount as a share (‰) of the gross; 0 in about half the cases. */
  discountPermille: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 999 })),
  depositPercent: fc.oneof(fc.constantFrom(0, 25, 100), fc.integer({ min: 0, max: 100 })),
  /** Credit notes on the deposit before the event, as shares (‰) of what is left of it. */
  depositCredits: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 2 }),
  acceptedDay: fc.integer({ min: 0, max: 330 }),
  doneAfterDays: fc.integer({ min: 0, max: 40 }),
  reportFrom: fc.integer({ min: 0, max: 400 }),
  reportDays: fc.integer({ min: 0, max: 200 }),
});

const YEAR_START = DateTime.fromISO('2026-01-05T10:00', { zone: 'America/Toronto' });
const day = (offset: number) => YEAR_START.plus({ days: offset });

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function revisionOf(input: Case, id: number): QuoteRevision {
  const lines: RevisionLine[] = input.lines.map((l) => {
    const [code, description] = l.equipment ? EQUIPMENT[l.which % EQUIPMENT.length]! : ['', SERVICES[l.which % SERVICES.length]!];
    const days = l.equipment ? l.days : 1;
    return { kind: l.equipment ? 'equipment' : 'service', code, description, quantity: l.quantity, days, unitPriceCents: l.unitPriceCents, amountCents: l.quantity * l.unitPriceCents * days };
  });
  const gross = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const discountCents = Math.floor((gross * input.discountPermille) / 1000);
  return { id, number: 1, lines, discountLabel: discountCents ? 'Rabais fidélité' : '', discountCents, ...applyTaxes(gross - discountCents) } as unknown as QuoteRevision;
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

describeEachDb('money follows the signed quote (property, issue #25)', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    await clearTables(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('deposit + final − credit notes = the signed quote to the cent, line by line, tax by tax; the tax report sums its documents', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (input) => {
        run += 1;
        const event = await insertEventRequest(dataSource, { reference: `EV-2026-${String(900_000 + run)}` });
        const revision = revisionOf(input, run);
        const signed = quoteSnapshot(event, revision);
        const service = invoicesService(dataSource, undefined, { INVOICE_DEPOSIT_PERCENT: String(input.depositPercent) });
        const acceptedAt = day(input.acceptedDay).toJSDate();
        const doneAt = day(input.acceptedDay + input.doneAfterDays).plus({ hours: 5 }).toJSDate();
        const ctx = (now: Date) => ({ ...testContext(dataSource), now });

        await inTransaction(dataSource, (em) => service.onQuoteAccepted(ctx(acceptedAt), em, signed));
        const deposit = await dataSource.getRepository(Invoice).findOneBy({ sourceKey: `event:${event.id}:deposit` });
        if (deposit) {
          for (const share of input.depositCredits) {
            const left = await service.remaining(dataSource.manager, deposit);
            if (left.total <= 0) break;
            await service.issueCreditNote(ctx(acceptedAt), { number: deposit.number, amountCents: Math.max(1, Math.floor((left.total * share) / 1000)), reason: 'Correction du dépôt' });
          }
        }
        await inTransaction(dataSource, (em) => service.onEventDone(ctx(doneAt), em, event.id));
        const final = await dataSource.getRepository(Invoice).findOneBy({ sourceKey: `event:${event.id}:final` });
        const documents = [deposit, final].filter((d): d is Invoice => d !== null);
        const notes = deposit ? await dataSource.getRepository(CreditNote).findBy({ invoiceId: deposit.id }) : [];

        // 1. deposit + final − credit notes = signed, component by component.
        for (const [key, noteKey, signedValue] of [
          ['subtotalCents', 'subtotalCents', signed.subtotalCents],
          ['gstCents', 'gstCents', signed.gstCents],
          ['qstCents', 'qstCents', signed.qstCents],
          ['totalCents', 'totalCents', signed.totalCents],
        ] as const) {
          expect({ [key]: sum(documents, (d) => d[key]) - sum(notes, (n) => n[noteKey]) }).toEqual({ [key]: signedValue });
        }

        // 2. The final invoice bills every signed line as signed, days in the description.
        if (final) {
          const lines = await dataSource.getRepository(InvoiceLine).find({ where: { invoiceId: final.id }, order: { position: 'ASC' } });
          signed.lines.forEach((signedLine, i) => {
            const line = lines[i]!;
            expect(line.amountCents).toBe(signedLine.amountCents);
            if ((signedLine.days ?? 1) > 1) {
              expect(line.description).toBe(`${signedLine.description} × ${signedLine.days} jours`);
              expect(line.quantity * line.unitPriceCents * signedLine.days!).toBe(signedLine.amountCents);
            } else {
              expect(line.description).toBe(signedLine.description);
            }
          });
          const extra = lines.slice(signed.lines.length);
          expect(extra.length).toBeLessThanOrEqual(1);
          expect(sum(lines, (l) => l.amountCents)).toBe(final.subtotalCents);
          expect(final.totalCents).toBe(final.subtotalCents + final.gstCents + final.qstCents);
        } else {
          // No final invoice only when the deposit already billed the whole quote.
          expect(deposit?.subtotalCents).toBe(signed.subtotalCents);
          expect(notes).toHaveLength(0);
        }

        // 3. Taxes per document, rounded once per tax: the quote, the deposit, a final without a deduction.
        expect([signed.gstCents, signed.qstCents]).toEqual([gstOf(signed.subtotalCents), qstOf(signed.subtotalCents)]);
        if (deposit) expect([deposit.gstCents, deposit.qstCents]).toEqual([gstOf(deposit.subtotalCents), qstOf(deposit.subtotalCents)]);
        if (final && !deposit) expect([final.gstCents, final.qstCents]).toEqual([gstOf(final.subtotalCents), qstOf(final.subtotalCents)]);
        for (const note of notes) expect(note.subtotalCents + note.gstCents + note.qstCents).toBe(note.totalCents);
        for (const invoice of documents) expect(invoice.status).not.toBe(InvoiceStatus.VOID);
        expect(final?.kind ?? InvoiceKind.FINAL).toBe(InvoiceKind.FINAL);

        // 4. The tax report of a period = the sum of the documents issued in it.
        const from = day(input.reportFrom).toISODate()!;
        const to = day(input.reportFrom + input.reportDays).toISODate()!;
        const { start, end } = dayRange(from, to);
        const within = Between(start, new Date(end.getTime() - 1));
        const invoices = await dataSource.getRepository(Invoice).findBy({ issuedAt: within, status: Not(InvoiceStatus.VOID) });
        const credited = await dataSource.getRepository(CreditNote).findBy({ issuedAt: within });
        const report = await new InvoiceReportsService(dataSource).taxReport(ctx(doneAt), from, to);
        expect(report.totals).toMatchObject({
          invoiceCount: invoices.length,
          creditNoteCount: credited.length,
          salesCents: sum(invoices, (i) => i.subtotalCents) - sum(credited, (n) => n.subtotalCents),
          gstCollectedCents: sum(invoices, (i) => i.gstCents) - sum(credited, (n) => n.gstCents),
          qstCollectedCents: sum(invoices, (i) => i.qstCents) - sum(credited, (n) => n.qstCents),
          totalCents: sum(invoices, (i) => i.totalCents) - sum(credited, (n) => n.totalCents),
        });
        expect(sum(report.months, (m) => m.gstCollectedCents)).toBe(report.totals.gstCollectedCents);
      }),
      { numRuns: kind === 'sqlite' ? 60 : 30 },
    );
  });
});
