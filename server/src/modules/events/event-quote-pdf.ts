import { loadPdfKit } from '../pdf/pdf.public';
import { eventQuoteContent, QuoteIssuer, QuoteRevisionContent, QuoteRow } from './event-quote-content';
import type { EventRequest } from './event-request.entity';

const MARGIN = 50;
const PAGE_WIDTH = 612; // US Letter, the paper size used in Québec
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 110;
const LABEL_WIDTH = CONTENT_WIDTH - AMOUNT_WIDTH - 10;
const GREY = '#4b5563';
const RULE = '#d1d5db';

/**
 * The standard PDF fonts (not embedded, so the file stays small) encode text as WinAnsi, which has
 * every French letter and the no-break space but not the narrow no-break space that Intl may use
 * between thousands; it becomes an ordinary no-break space.
 */
function pdfText(value: string): string {
  return value.replace(/[\u202f\u2009]/g, '\u00a0');
}

export interface EventQuotePdf {
  filename: string;
  content: Buffer;
}

/** 'soumission-EV-2026-000123.pdf' */
export function eventQuotePdfFilename(request: Pick<EventRequest, 'reference'>, revisionNumber?: number): string {
  return revisionNumber ? `soumission-${request.reference}-r${revisionNumber}.pdf` : `soumission-${request.reference}.pdf`;
}

/**
 * The quote as a one-page French PDF (US Letter): the supplier block (name, address, phone,
 * e-mail, NEQ, TPS and TVQ numbers), the client and their NEQ, the event, its dates and duration,
 * equipment lines (quantity × unit price × days = line total), services, subtotal, TPS and TVQ on
 * their own lines with the registration numbers, the total, "Ceci est une estimation" and how long
 * it holds. Same content as the e-mail (event-quote-content.ts); the stored amounts, never
 * recomputed. No I/O: the document's dates come from the arguments, so the same inputs give the
 * same text.
 */
export function buildEventQuotePdf(
  request: EventRequest,
  labels: Readonly<Record<string, string>>,
  issuer: QuoteIssuer,
  issuedAt: Date,
  /** A staff revision (portal): its lines, amounts, note and validity replace the submitted ones. */
  revision?: QuoteRevisionContent | null,
): Promise<EventQuotePdf> {
  const quote = eventQuoteContent(request, labels, issuer, issuedAt, revision);
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: 'fr-CA',
    info: {
      Title: `Soumission ${quote.reference}`,
      Author: issuer.name,
      Subject: `Soumission événementielle ${quote.reference}`,
      CreationDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<EventQuotePdf>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve({ filename: eventQuotePdfFilename(request, revision?.number), content: Buffer.concat(chunks) }));
    doc.on('error', reject);
  });

  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfText(value), options);
  const rule = () => {
    doc.moveDown(0.4);
    doc.moveTo(MARGIN, doc.y).lineTo(PAGE_WIDTH - MARGIN, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.moveDown(0.6);
  };
  const heading = (title: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black');
    text(title, { width: CONTENT_WIDTH });
    doc.font('Helvetica').fontSize(10);
    rule();
  };
  /** A label (and a grey detail under it) on the left, the amount right-aligned on the label's line. */
  const amountRow = (label: string, detail: string, amount: string, bold = false) => {
    const y = doc.y;
    const font = bold ? 'Helvetica-Bold' : 'Helvetica';
    doc.font(font).fillColor('black');
    text(label, { width: LABEL_WIDTH });
    if (detail) {
      doc.font('Helvetica').fillColor(GREY);
      text(detail, { width: LABEL_WIDTH });
    }
    const bottom = doc.y;
    doc.font(font).fillColor('black').text(pdfText(amount), PAGE_WIDTH - MARGIN - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(bottom, doc.y) + 4;
  };
  const rows = (lines: QuoteRow[]) => {
    if (!lines.length) {
      text('Aucun', { width: CONTENT_WIDTH });
      return;
    }
    for (const line of lines) amountRow(line.label, line.detail ? `${line.detail} = ${line.amount}` : '', line.amount);
  };

  // Supplier block, left; the document's title, number and dates, right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  text(issuer.name, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of [issuer.address, `Tél. : ${issuer.phone}`, `Courriel : ${issuer.email}`, `NEQ : ${issuer.neq}`, `No de TPS : ${issuer.gstNumber}`, `No de TVQ : ${issuer.qstNumber}`]) {
    text(line, { width: 300 });
  }
  const supplierBottom = doc.y;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text('SOUMISSION', PAGE_WIDTH - MARGIN - 200, top, { width: 200, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  text(`No ${quote.reference}`, { width: 200, align: 'right' });
  if (quote.revisionLabel) text(quote.revisionLabel, { width: 200, align: 'right' });
  text(`Date : ${quote.issuedOn}`, { width: 200, align: 'right' });
  text(`Valide jusqu’au ${quote.validUntil}`, { width: 200, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(supplierBottom, doc.y);

  heading('Client et événement');
  for (const [label, value] of quote.info) {
    doc.font('Helvetica-Bold');
    text(`${label} : `, { continued: true, width: CONTENT_WIDTH });
    doc.font('Helvetica');
    text(value);
  }

  heading('Matériel');
  rows(quote.materials);
  heading('Services');
  rows(quote.services);

  heading('Résumé');
  for (const total of quote.totals) {
    const isTotal = total.label === 'Total';
    if (isTotal) rule();
    amountRow(total.label, total.registration ?? '', total.amount, isTotal);
  }

  if (quote.note) {
    heading('Note');
    text(quote.note, { width: CONTENT_WIDTH });
  }

  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black');
  text(quote.estimate, { width: CONTENT_WIDTH });
  doc.font('Helvetica').fontSize(10);
  text(quote.validity, { width: CONTENT_WIDTH });
  doc.moveDown(0.6);
  doc.fontSize(8).fillColor(GREY);
  text(
    `Les taxes sont calculées séparément sur le sous-total : TPS et TVQ. Montants en dollars canadiens. ${issuer.name} · ${issuer.email} · ${issuer.phone}`,
    { width: CONTENT_WIDTH },
  );

  doc.end();
  return done;
}
