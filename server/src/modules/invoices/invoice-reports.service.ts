import { DateTime } from 'luxon';
import { Between, DataSource, In, Not } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { INVOICE_MESSAGES as M } from '../../shared/invoices.messages.fr';
import { agingBucket, AgingBucket } from '../../shared/invoicing';
import { CreditNote, Invoice, InvoiceLine, InvoicePayment, InvoiceStatus, PaymentKind } from './invoice.entities';

const ZONE = 'America/Toronto';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface TaxMonth {
  /** YYYY-MM (America/Toronto). */
  month: string;
  invoiceCount: number;
  creditNoteCount: number;
  /** Sales before tax: invoices minus credit notes, in cents. */
  salesCents: number;
  gstCollectedCents: number;
  qstCollectedCents: number;
  totalCents: number;
}

export interface TaxReport {
  from: string;
  to: string;
  months: TaxMonth[];
  totals: TaxMonth;
}

export interface AgingRow {
  clientEmail: string;
  clientName: string;
  current: number;
  days1to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  total: number;
}

/** A period of whole days [from, to] in America/Toronto → UTC instants [start, end). */
export function dayRange(from: string, to: string): { start: Date; end: Date } {
  const start = DAY.test(from) ? DateTime.fromISO(from, { zone: ZONE }) : null;
  const end = DAY.test(to) ? DateTime.fromISO(to, { zone: ZONE }) : null;
  if (!start?.isValid) throw new AppError(ErrorCode.BAD_USER_INPUT, M.dateInvalid, { from: M.dateInvalid });
  if (!end?.isValid) throw new AppError(ErrorCode.BAD_USER_INPUT, M.dateInvalid, { to: M.dateInvalid });
  if (end < start || end.diff(start, 'months').months > 24) throw new AppError(ErrorCode.BAD_USER_INPUT, M.rangeInvalid, { to: M.rangeInvalid });
  return { start: start.toJSDate(), end: end.plus({ days: 1 }).toJSDate() };
}

function monthOf(at: Date): string {
  return DateTime.fromJSDate(at, { zone: ZONE }).toFormat('yyyy-MM');
}

function dayOf(at: Date): string {
  return DateTime.fromJSDate(at, { zone: ZONE }).toISODate()!;
}

const emptyMonth = (month: string): TaxMonth => ({ month, invoiceCount: 0, creditNoteCount: 0, salesCents: 0, gstCollectedCents: 0, qstCollectedCents: 0, totalCents: 0 });

/** ADMIN reports: sales taxes by month, receivables aging, accounting exports. */
export class InvoiceReportsService {
  constructor(private readonly dataSource: DataSource) {}

  private async period(from: string, to: string) {
    const { start, end } = dayRange(from, to);
    const invoices = await this.dataSource.getRepository(Invoice).find({
      where: { issuedAt: Between(start, new Date(end.getTime() - 1)), status: Not(InvoiceStatus.VOID) },
      order: { issuedAt: 'ASC', id: 'ASC' },
    });
    const notes = await this.dataSource.getRepository(CreditNote).find({ where: { issuedAt: Between(start, new Date(end.getTime() - 1)) }, order: { issuedAt: 'ASC', id: 'ASC' } });
    return { start, end, invoices, notes };
  }

  /**
   * The figures of the GST/HST and QST returns for the period, by month of issue (America/Toronto):
   * invoices (void ones excluded) minus credit notes.
   */
  async taxReport(_ctx: RequestContext, from: string, to: string): Promise<TaxReport> {
    const { invoices, notes } = await this.period(from, to);
    const months = new Map<string, TaxMonth>();
    const at = (month: string) => months.get(month) ?? months.set(month, emptyMonth(month)).get(month)!;
    for (const invoice of invoices) {
      const m = at(monthOf(invoice.issuedAt));
      m.invoiceCount += 1;
      m.salesCents += invoice.subtotalCents;
      m.gstCollectedCents += invoice.gstCents;
      m.qstCollectedCents += invoice.qstCents;
      m.totalCents += invoice.totalCents;
    }
    for (const note of notes) {
      const m = at(monthOf(note.issuedAt));
      m.creditNoteCount += 1;
      m.salesCents -= note.subtotalCents;
      m.gstCollectedCents -= note.gstCents;
      m.qstCollectedCents -= note.qstCents;
      m.totalCents -= note.totalCents;
    }
    const list = [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
    const totals = list.reduce(
      (sum, m) => ({
        ...sum,
        invoiceCount: sum.invoiceCount + m.invoiceCount,
        creditNoteCount: sum.creditNoteCount + m.creditNoteCount,
        salesCents: sum.salesCents + m.salesCents,
        gstCollectedCents: sum.gstCollectedCents + m.gstCollectedCents,
        qstCollectedCents: sum.qstCollectedCents + m.qstCollectedCents,
        totalCents: sum.totalCents + m.totalCents,
      }),
      emptyMonth('total'),
    );
    return { from, to, months: list, totals };
  }

  /** Unpaid balances of issued invoices by days past their due date, per client (largest total first). */
  async aging(ctx: RequestContext): Promise<{ rows: AgingRow[]; totals: AgingRow }> {
    const today = dayOf(ctx.now);
    const open = await this.dataSource.getRepository(Invoice).find({ where: { status: InvoiceStatus.ISSUED }, order: { issuedAt: 'ASC' } });
    const byClient = new Map<string, AgingRow>();
    const blank = (clientEmail: string, clientName: string): AgingRow => ({ clientEmail, clientName, current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 });
    const totals = blank('', 'Total');
    for (const invoice of open) {
      if (invoice.balanceCents <= 0) continue;
      const row = byClient.get(invoice.clientEmail) ?? byClient.set(invoice.clientEmail, blank(invoice.clientEmail, invoice.clientName)).get(invoice.clientEmail)!;
      const bucket: AgingBucket = agingBucket(invoice.dueDate, today);
      row[bucket] += invoice.balanceCents;
      row.total += invoice.balanceCents;
      totals[bucket] += invoice.balanceCents;
      totals.total += invoice.balanceCents;
    }
    return { rows: [...byClient.values()].sort((a, b) => b.total - a.total || a.clientEmail.localeCompare(b.clientEmail)), totals };
  }

  /**
   * QuickBooks Online's invoice import (one row per invoice line; the tax code on each line) for
   * the invoices issued in the period. Amounts in dollars with a dot (as QuickBooks reads them).
   */
  async quickBooksRows(_ctx: RequestContext, from: string, to: string): Promise<string[][]> {
    const { invoices } = await this.period(from, to);
    const lines = invoices.length ? await this.dataSource.getRepository(InvoiceLine).find({ where: { invoiceId: In(invoices.map((i) => i.id)) }, order: { invoiceId: 'ASC', position: 'ASC' } }) : [];
    const rows: string[][] = [['InvoiceNo', 'Customer', 'InvoiceDate', 'DueDate', 'Terms', 'Memo', 'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', 'ItemAmount', 'ItemTaxCode', 'ItemTaxAmount']];
    for (const invoice of invoices) {
      for (const line of lines.filter((l) => l.invoiceId === invoice.id)) {
        rows.push([
          invoice.number,
          invoice.clientName,
          dayOf(invoice.issuedAt),
          invoice.dueDate,
          invoice.terms,
          invoice.clientEmail,
          invoice.kind,
          line.description,
          String(line.quantity),
          dollars(line.unitPriceCents),
          dollars(line.amountCents),
          'TPS/TVQ QC - 9,975',
          '',
        ]);
      }
    }
    return rows;
  }

  /**
   * A generic journal (date, document, account, debit, credit, tax code): invoices debit
   * receivables and credit sales, TPS and TVQ payable; credit notes the reverse; payments debit the
   * bank and credit receivables; refunds the reverse.
   */
  async journalRows(_ctx: RequestContext, from: string, to: string): Promise<string[][]> {
    const { start, end, invoices, notes } = await this.period(from, to);
    const payments = await this.dataSource.getRepository(InvoicePayment).find({ where: { receivedAt: Between(start, new Date(end.getTime() - 1)) }, order: { receivedAt: 'ASC', id: 'ASC' } });
    const numbers = new Map((await this.dataSource.getRepository(Invoice).find({ where: { id: In([...new Set(payments.map((p) => p.invoiceId)), 0]) }, select: { id: true, number: true } })).map((i) => [i.id, i.number]));
    type Entry = { at: Date; doc: string; lines: [string, number, number, string][] };
    const entries: Entry[] = [];
    for (const i of invoices) {
      entries.push({ at: i.issuedAt, doc: i.number, lines: [['Comptes clients', i.totalCents, 0, ''], ['Ventes', 0, i.subtotalCents, ''], ['TPS à payer', 0, i.gstCents, 'TPS'], ['TVQ à payer', 0, i.qstCents, 'TVQ']] });
    }
    for (const n of notes) {
      entries.push({ at: n.issuedAt, doc: n.number, lines: [['Ventes', n.subtotalCents, 0, ''], ['TPS à payer', n.gstCents, 0, 'TPS'], ['TVQ à payer', n.qstCents, 0, 'TVQ'], ['Comptes clients', 0, n.totalCents, '']] });
    }
    for (const p of payments) {
      if (p.voidedAt) continue;
      const doc = `${numbers.get(p.invoiceId) ?? ''} ${p.kind === PaymentKind.REFUND ? 'remboursement' : 'paiement'} ${p.method}`;
      const bank = `Banque (${p.method})`;
      entries.push({ at: p.receivedAt, doc, lines: p.kind === PaymentKind.REFUND ? [['Comptes clients', p.amountCents, 0, ''], [bank, 0, p.amountCents, '']] : [[bank, p.amountCents, 0, ''], ['Comptes clients', 0, p.amountCents, '']] });
    }
    entries.sort((a, b) => a.at.getTime() - b.at.getTime());
    const rows: string[][] = [['Date', 'Document', 'Compte', 'Débit', 'Crédit', 'Code de taxe']];
    for (const e of entries) for (const [account, debit, credit, tax] of e.lines) rows.push([dayOf(e.at), e.doc, account, debit ? dollars(debit) : '', credit ? dollars(credit) : '', tax]);
    return rows;
  }
}

function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
