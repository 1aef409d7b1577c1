import { loadPdfKit } from '../pdf/pdf.public';
import { INVOICE_MESSAGES } from '../../shared/invoices.messages.fr';
import { formatCad, formatRate } from '../../shared/pricing/money';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from '../../shared/pricing/taxes';
import type { InvoiceDocument } from './invoices.service';
import { CreditNote, Invoice, InvoiceKind, PaymentKind } from './invoice.entities';

const MARGIN = 50;
const PAGE_WIDTH = 612; // US Letter
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = '#4b5563';
const RULE = '#d1d5db';

/** The seller as printed on invoices (configuration: COMPANY_*, GST_NUMBER, QST_NUMBER, INVOICE_PAYMENT_TERMS). */
export interface InvoiceIssuer {
  readonly name: string;
  readonly address: string;
  readonly phone: string;
  readonly email: string;
  readonly neq: string;
  readonly gstNumber: string;
  readonly qstNumber: string;
  readonly terms: string;
}

export interface InvoicePdf {
  filename: string;
  content: Buffer;
}

const LONG_DATE = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

/** '1er décembre 2026' */
export function frenchDate(at: Date): string {
  return LONG_DATE.format(at).replace(/^1 /, '1er ');
}

/** '2026-12-01' (a calendar day) → '1er décembre 2026'. */
export function frenchDay(day: string): string {
  return frenchDate(new Date(`${day}T17:00:00Z`));
}

/** The file name of an invoice's PDF (the e-mail's attachment, the download). */
export function invoicePdfFilename(number: string): string {
  return `facture-${number}.pdf`;
}

function pdfText(value: string): string {
  return value.replace(/[\u202f\u2009]/g, '\u00a0');
}

const TITLES: Record<InvoiceKind, string> = {
  [InvoiceKind.DEPOSIT]: 'FACTURE DE DÉPÔT',
  [InvoiceKind.FINAL]: 'FACTURE',
  [InvoiceKind.SNOW]: 'FACTURE',
  [InvoiceKind.PICKUP]: 'FACTURE',
  [InvoiceKind.MANUAL]: 'FACTURE',
};

/**
 * The invoice as a French PDF (US Letter), QUEBEC.md §7.1: supplier (legal name, address, NEQ, TPS
 * and TVQ numbers), number and date, client name and address, lines (description, quantity, unit
 * price, amount), subtotal, TPS and TVQ on their own lines, total, payments applied (date and
 * method), credit notes, balance, due date and terms. Stored amounts only; no I/O.
 */
export function buildInvoicePdf(document: InvoiceDocument, issuer: InvoiceIssuer, printedAt: Date): Promise<InvoicePdf> {
  const { invoice, lines, payments, creditNotes } = document;
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: 'fr-CA',
    info: { Title: `Facture ${invoice.number}`, Author: issuer.name, Subject: `Facture ${invoice.number}`, CreationDate: printedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<InvoicePdf>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve({ filename: invoicePdfFilename(invoice.number), content: Buffer.concat(chunks) }));
    doc.on('error', reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfText(value), options);
  const rule = () => {
    doc.moveDown(0.3);
    doc.moveTo(MARGIN, doc.y).lineTo(PAGE_WIDTH - MARGIN, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.moveDown(0.5);
  };
  const heading = (title: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(11).fillColor('black');
    text(title, { width: CONTENT_WIDTH });
    doc.font('Helvetica').fontSize(10);
    rule();
  };
  /** Columns: description | qty | unit price | amount. */
  const COLS = [MARGIN, MARGIN + 290, MARGIN + 340, MARGIN + 422];
  const WIDTHS = [280, 45, 80, CONTENT_WIDTH - 422];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor('black');
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(pdfText(cell), COLS[i], y, { width: WIDTHS[i], align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 3;
  };
  const amountRow = (label: string, amount: string, bold = false) => row([label, '', '', amount], bold);

  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(15).fillColor('black');
  text(issuer.name, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of [issuer.address, `Tél. : ${issuer.phone}`, `Courriel : ${issuer.email}`, `NEQ : ${issuer.neq}`, `No de TPS : ${issuer.gstNumber}`, `No de TVQ : ${issuer.qstNumber}`]) {
    text(line, { width: 300 });
  }
  const supplierBottom = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(TITLES[invoice.kind], PAGE_WIDTH - MARGIN - 220, top, { width: 220, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  text(`No ${invoice.number}`, { width: 220, align: 'right' });
  text(`Date : ${frenchDate(invoice.issuedAt)}`, { width: 220, align: 'right' });
  text(`Échéance : ${frenchDay(invoice.dueDate)}`, { width: 220, align: 'right' });
  if (invoice.voidedAt) {
    doc.font('Helvetica-Bold');
    text('ANNULÉE', { width: 220, align: 'right' });
    doc.font('Helvetica');
  }
  doc.x = MARGIN;
  doc.y = Math.max(supplierBottom, doc.y);

  heading('Facturé à');
  // An order without a name stores the e-mail address as the name: printed once.
  if (invoice.clientName !== invoice.clientEmail) text(invoice.clientName, { width: CONTENT_WIDTH });
  if (invoice.clientAddress) text(invoice.clientAddress, { width: CONTENT_WIDTH });
  text(invoice.clientEmail, { width: CONTENT_WIDTH });

  heading('Détail');
  doc.fontSize(9);
  row(['Description', 'Qté', 'Prix unitaire', 'Montant'], true);
  for (const line of lines) row([line.description, String(line.quantity), formatCad(line.unitPriceCents), formatCad(line.amountCents)]);
  doc.fontSize(10);
  rule();
  amountRow('Sous-total', formatCad(invoice.subtotalCents));
  amountRow(`TPS (${formatRate(GST_RATE_PERCENT)}) – no ${issuer.gstNumber}`, formatCad(invoice.gstCents));
  amountRow(`TVQ (${formatRate(QST_RATE_PERCENT)}) – no ${issuer.qstNumber}`, formatCad(invoice.qstCents));
  amountRow('Total', formatCad(invoice.totalCents), true);

  const applied = payments.filter((payment) => !payment.voidedAt);
  if (applied.length || creditNotes.length) {
    heading('Paiements et crédits appliqués');
    for (const payment of applied) {
      const method = INVOICE_MESSAGES.methods[payment.method] ?? payment.method;
      const label = payment.kind === PaymentKind.REFUND ? `Remboursement (${method}) le ${frenchDate(payment.receivedAt)}` : `Paiement (${method}) le ${frenchDate(payment.receivedAt)}`;
      amountRow(payment.reference ? `${label} – réf. ${payment.reference}` : label, formatCad(payment.kind === PaymentKind.REFUND ? payment.amountCents : -payment.amountCents));
    }
    for (const note of creditNotes) amountRow(`Note de crédit ${note.number} du ${frenchDate(note.issuedAt)} – ${note.reason}`, formatCad(-note.totalCents));
  }
  rule();
  amountRow('Solde dû', formatCad(Math.max(invoice.balanceCents, 0)), true);

  doc.moveDown(1);
  doc.font('Helvetica').fontSize(10).fillColor('black');
  text(`Conditions de paiement : ${invoice.terms}. Date d’échéance : ${frenchDay(invoice.dueDate)}.`, { width: CONTENT_WIDTH });
  doc.moveDown(0.5);
  doc.fontSize(8).fillColor(GREY);
  text(`TPS et TVQ calculées séparément sur le sous-total. Montants en dollars canadiens. ${issuer.name} · ${issuer.email} · ${issuer.phone}`, { width: CONTENT_WIDTH });
  doc.end();
  return done;
}

/**
 * A credit note as a French PDF: supplier identity (legal name, address, NEQ, TPS and TVQ numbers),
 * NC number and date, the invoice it credits, the client, the reason, the subtotal, TPS and TVQ
 * credited on their own lines and the total credited. Stored amounts only.
 */
export function buildCreditNotePdf(note: CreditNote, invoice: Invoice, issuer: InvoiceIssuer, refund: boolean): Promise<InvoicePdf> {
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, lang: 'fr-CA', info: { Title: `Note de crédit ${note.number}`, Author: issuer.name, Subject: `Note de crédit ${note.number}`, CreationDate: note.issuedAt } });
  const chunks: Buffer[] = [];
  const done = new Promise<InvoicePdf>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve({ filename: `note-de-credit-${note.number}.pdf`, content: Buffer.concat(chunks) }));
    doc.on('error', reject);
  });
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfText(value), options);
  const amountRow = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor('black');
    doc.text(pdfText(label), MARGIN, y, { width: 380 });
    const bottom = doc.y;
    doc.text(pdfText(amount), MARGIN + 390, y, { width: CONTENT_WIDTH - 390, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(bottom, doc.y) + 3;
  };
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(15).fillColor('black');
  text(issuer.name, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of [issuer.address, `Tél. : ${issuer.phone}`, `Courriel : ${issuer.email}`, `NEQ : ${issuer.neq}`, `No de TPS : ${issuer.gstNumber}`, `No de TVQ : ${issuer.qstNumber}`]) text(line, { width: 300 });
  const supplierBottom = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text('NOTE DE CRÉDIT', PAGE_WIDTH - MARGIN - 220, top, { width: 220, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  text(`No ${note.number}`, { width: 220, align: 'right' });
  text(`Date : ${frenchDate(note.issuedAt)}`, { width: 220, align: 'right' });
  text(`Facture créditée : ${invoice.number}`, { width: 220, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(supplierBottom, doc.y) + 16;
  doc.font('Helvetica-Bold').fontSize(11);
  text('Client', { width: CONTENT_WIDTH });
  doc.font('Helvetica').fontSize(10);
  if (invoice.clientName !== invoice.clientEmail) text(invoice.clientName, { width: CONTENT_WIDTH });
  if (invoice.clientAddress) text(invoice.clientAddress, { width: CONTENT_WIDTH });
  text(invoice.clientEmail, { width: CONTENT_WIDTH });
  doc.moveDown(1);
  text(`${refund ? 'Remboursement' : 'Crédit'} sur la facture ${invoice.number} du ${frenchDate(invoice.issuedAt)} – raison : ${note.reason}`, { width: CONTENT_WIDTH });
  doc.moveDown(0.8);
  amountRow('Sous-total crédité', formatCad(note.subtotalCents));
  amountRow(`TPS (${formatRate(GST_RATE_PERCENT)}) – no ${issuer.gstNumber}`, formatCad(note.gstCents));
  amountRow(`TVQ (${formatRate(QST_RATE_PERCENT)}) – no ${issuer.qstNumber}`, formatCad(note.qstCents));
  amountRow('Total crédité', formatCad(note.totalCents), true);
  doc.moveDown(1);
  doc.fontSize(8).fillColor(GREY);
  text(`Montants en dollars canadiens. ${issuer.name} · ${issuer.email} · ${issuer.phone}`, { width: CONTENT_WIDTH });
  doc.end();
  return done;
}
