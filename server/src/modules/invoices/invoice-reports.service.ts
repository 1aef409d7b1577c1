import { stringify } from 'csv-stringify/sync';
import { DateTime } from 'luxon';
import { Between, DataSource, In, Not } from 'typeorm';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../shared/app-error';
import { ErrorCode } from '../../shared/errors';
import { INVOICE_MESSAGES as M } from '../../shared/invoices.messages.fr';
import { agingBucket, AgingBucket } from '../../shared/invoicing';
import { cents, neutraliseFormula, SpreadsheetValue, toSpreadsheetCsv } from '../../shared/spreadsheet-csv';
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
   * QuickBooks Online's import (one row per document line; comma and point, as QuickBooks reads
   * them): the invoices issued in the period, then their credit notes as credit memos
   * (`TransactionType` "Credit Memo", positive amounts, the credited invoice in the memo).
   * `ItemTaxAmount` is the document's TPS + TVQ spread over its lines in proportion to their
   * amounts (largest remainder), so the lines of a document add up to its taxes to the cent.
   */
  async quickBooksRows(_ctx: RequestContext, from: string, to: string): Promise<string[][]> {
    const { invoices, notes } = await this.period(from, to);
    const lines = invoices.length ? await this.dataSource.getRepository(InvoiceLine).find({ where: { invoiceId: In(invoices.map((i) => i.id)) }, order: { invoiceId: 'ASC', position: 'ASC' } }) : [];
    const noteInvoices = await this.invoicesById(notes.map((n) => n.invoiceId));
    const rows: string[][] = [[...QUICKBOOKS_HEADER]];
    for (const invoice of invoices) {
      const own = lines.filter((l) => l.invoiceId === invoice.id);
      const taxes = spreadTax(own.map((l) => l.amountCents), invoice.gstCents + invoice.qstCents);
      own.forEach((line, index) => {
        rows.push([
          invoice.number, invoice.clientName, dayOf(invoice.issuedAt), invoice.dueDate, invoice.terms, invoice.clientEmail, QUICKBOOKS_ITEMS[invoice.kind] ?? invoice.kind,
          line.description, String(line.quantity), dollars(line.unitPriceCents), dollars(line.amountCents), QUICKBOOKS_TAX_CODE, dollars(taxes[index]!), 'Invoice',
        ]);
      });
    }
    for (const note of notes) {
      const invoice = noteInvoices.get(note.invoiceId);
      rows.push([
        note.number, invoice?.clientName ?? note.clientEmail, dayOf(note.issuedAt), dayOf(note.issuedAt), '', `Note de crédit sur ${invoice?.number ?? ''} – ${note.clientEmail}`, 'Note de crédit',
        note.reason, '1', dollars(note.subtotalCents), dollars(note.subtotalCents), QUICKBOOKS_TAX_CODE, dollars(note.gstCents + note.qstCents), 'Credit Memo',
      ]);
    }
    return rows.map((row) => row.map((cell, column) => (QUICKBOOKS_AMOUNT_COLUMNS.has(column) ? cell : neutraliseFormula(cell))));
  }

  /** The QuickBooks Online import file (UTF-8, comma, point, CRLF). */
  async quickBooksCsv(ctx: RequestContext, from: string, to: string): Promise<string> {
    return stringify(await this.quickBooksRows(ctx, from, to), { delimiter: ',', record_delimiter: '\r\n' });
  }

  private async invoicesById(ids: number[]): Promise<Map<number, Invoice>> {
    const unique = [...new Set(ids)];
    return new Map((unique.length ? await this.dataSource.getRepository(Invoice).findBy({ id: In(unique) }) : []).map((i) => [i.id, i]));
  }

  /**
   * The journal, in French, for a French spreadsheet: one balanced entry per document (debits =
   * credits). Invoices debit receivables and credit sales, TPS and TVQ payable; credit notes the
   * reverse; payments debit the bank account of their method ("carte", "Interac", "comptant",
   * "chèque") and credit receivables; refunds the reverse. Voided payments are left out.
   */
  async journalEntries(_ctx: RequestContext, from: string, to: string): Promise<JournalEntry[]> {
    const { start, end, invoices, notes } = await this.period(from, to);
    const payments = await this.dataSource.getRepository(InvoicePayment).find({ where: { receivedAt: Between(start, new Date(end.getTime() - 1)) }, order: { receivedAt: 'ASC', id: 'ASC' } });
    const byId = await this.invoicesById([...payments.map((p) => p.invoiceId), ...notes.map((n) => n.invoiceId)]);
    const entries: JournalEntry[] = [];
    for (const i of invoices) {
      entries.push({ at: i.issuedAt, document: i.number, label: `Facture ${i.number} – ${i.clientName}`, lines: [['Comptes clients', i.totalCents, 0, ''], ['Ventes', 0, i.subtotalCents, ''], ['TPS à payer', 0, i.gstCents, 'TPS'], ['TVQ à payer', 0, i.qstCents, 'TVQ']] });
    }
    for (const n of notes) {
      const on = byId.get(n.invoiceId)?.number ?? '';
      entries.push({ at: n.issuedAt, document: n.number, label: `Note de crédit ${n.number} sur ${on}`, lines: [['Ventes', n.subtotalCents, 0, ''], ['TPS à payer', n.gstCents, 0, 'TPS'], ['TVQ à payer', n.qstCents, 0, 'TVQ'], ['Comptes clients', 0, n.totalCents, '']] });
    }
    for (const p of payments) {
      if (p.voidedAt) continue;
      const method = PAYMENT_METHOD_FR[p.method] ?? p.method;
      const number = byId.get(p.invoiceId)?.number ?? '';
      const bank = `Banque (${method})`;
      const refund = p.kind === PaymentKind.REFUND;
      entries.push({
        at: p.receivedAt,
        document: number,
        label: `${refund ? 'Remboursement' : 'Paiement'} ${method} – facture ${number}${p.reference ? ` (${p.reference})` : ''}`,
        lines: refund ? [['Comptes clients', p.amountCents, 0, ''], [bank, 0, p.amountCents, '']] : [[bank, p.amountCents, 0, ''], ['Comptes clients', 0, p.amountCents, '']],
      });
    }
    entries.sort((a, b) => a.at.getTime() - b.at.getTime());
    return entries;
  }

  /** The journal as rows for the legacy `accountingExport` query (amounts "12.50"). */
  async journalRows(ctx: RequestContext, from: string, to: string): Promise<string[][]> {
    const rows: string[][] = [['Date', 'Document', 'Compte', 'Débit', 'Crédit', 'Code de taxe']];
    for (const e of await this.journalEntries(ctx, from, to)) {
      for (const [account, debit, credit, tax] of e.lines) rows.push([dayOf(e.at), e.document, account, debit ? dollars(debit) : '', credit ? dollars(credit) : '', tax]);
    }
    return rows;
  }

  /** The journal file for a French spreadsheet (`;`, decimal comma, BOM: shared/spreadsheet-csv). */
  async journalCsv(ctx: RequestContext, from: string, to: string): Promise<string> {
    const rows: SpreadsheetValue[][] = [[...JOURNAL_HEADER]];
    for (const e of await this.journalEntries(ctx, from, to)) {
      for (const [account, debit, credit, tax] of e.lines) rows.push([e.at, e.document, e.label, account, debit ? cents(debit) : null, credit ? cents(credit) : null, tax]);
    }
    return toSpreadsheetCsv(rows);
  }
}

export type JournalLine = [account: string, debitCents: number, creditCents: number, taxCode: string];
export interface JournalEntry {
  at: Date;
  document: string;
  label: string;
  lines: JournalLine[];
}

export const JOURNAL_HEADER = ['Date', 'Document', 'Libellé', 'Compte', 'Débit', 'Crédit', 'Code de taxe'] as const;
export const QUICKBOOKS_HEADER = ['InvoiceNo', 'Customer', 'InvoiceDate', 'DueDate', 'Terms', 'Memo', 'Item(Product/Service)', 'ItemDescription', 'ItemQuantity', 'ItemRate', 'ItemAmount', 'ItemTaxCode', 'ItemTaxAmount', 'TransactionType'] as const;
const QUICKBOOKS_AMOUNT_COLUMNS = new Set([8, 9, 10, 12]);
const QUICKBOOKS_TAX_CODE = 'TPS/TVQ QC - 9,975';
/** QuickBooks products / services, one per kind of invoice. */
const QUICKBOOKS_ITEMS: Record<string, string> = {
  snow: 'Déneigement',
  deposit: 'Dépôt – location événementielle',
  final: 'Location événementielle',
  pickup: 'Collecte d’encombrants',
  manual: 'Services divers',
};
export const PAYMENT_METHOD_FR: Record<string, string> = { card: 'carte', interac: 'Interac', cash: 'comptant', cheque: 'chèque' };

/** `total` spread over lines in proportion to their amounts, largest remainder first; sums to `total` exactly. */
export function spreadTax(amounts: readonly number[], total: number): number[] {
  const base = amounts.reduce((sum, a) => sum + a, 0);
  if (!amounts.length) return [];
  if (base === 0) return amounts.map((_, i) => (i === 0 ? total : 0));
  const exact = amounts.map((a) => (a * total) / base);
  const shares = exact.map(Math.trunc);
  let left = total - shares.reduce((sum, a) => sum + a, 0);
  const order = exact.map((value, i) => ({ i, rest: value - Math.trunc(value) })).sort((a, b) => Math.sign(left) * (b.rest - a.rest) || a.i - b.i);
  for (let k = 0; left !== 0 && k < order.length * 2; k += 1) {
    const step = Math.sign(left);
    shares[order[k % order.length]!.i]! += step;
    left -= step;
  }
  return shares;
}

function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
