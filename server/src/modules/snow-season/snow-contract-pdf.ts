import { loadPdfKit } from '../pdf/pdf.public';
import { formatCad } from '../../shared/pricing/money';
import { applyTaxes } from '../../shared/pricing/taxes';
import { SNOW_CONTRACT_TEXTS as T } from '../../shared/snow-season.messages.fr';
import { frenchDay, localDay } from '../../shared/snow-season';
import type { SnowContract } from './snow-season.entities';

const MARGIN = 50;
const PAGE_WIDTH = 612;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = '#4b5563';

/** The merchant as the contract names it (configuration: COMPANY_*, NEQ, tax numbers). */
export interface ContractIssuer {
  readonly name: string;
  readonly address: string;
  readonly email: string;
  readonly phone: string;
  readonly neq: string;
  readonly gstNumber: string;
  readonly qstNumber: string;
}

/** WinAnsi (standard fonts) has no narrow no-break space. */
const pdfText = (value: string) => value.replace(/[\u202f\u2009]/g, '\u00a0');

export function snowContractFilename(contract: Pick<SnowContract, 'reference'>): string {
  return `contrat-deneigement-${contract.reference}.pdf`;
}

/** The paragraphs of the contract, in order (also what tests read back from the PDF). */
export function snowContractParagraphs(contract: SnowContract, issuer: ContractIssuer): { heading: string; lines: string[] }[] {
  const extra = contract.extraCents > 0 ? applyTaxes(contract.extraCents) : null;
  return [
    {
      heading: T.merchant,
      lines: [issuer.name, issuer.address, `Tél. : ${issuer.phone} — Courriel : ${issuer.email}`, T.taxNumbers(issuer.neq, issuer.gstNumber, issuer.qstNumber)],
    },
    { heading: T.customer, lines: [...(contract.customerName ? [contract.customerName] : []), contract.email, `${T.address} : ${contract.address}`] },
    {
      heading: T.description,
      lines: [
        T.serviceText(contract.abrasif, contract.urgent),
        T.season(frenchDay(contract.seasonStart), frenchDay(contract.seasonEnd)),
        T.trigger(contract.triggerCm),
        T.deadline(contract.deadlineHours),
        T.snowPlacement,
        T.landscaping,
        ...(contract.note ? [`Note du client : ${contract.note}`] : []),
      ],
    },
    {
      heading: T.price,
      lines: [
        `${T.subtotal} : ${formatCad(contract.subtotal)}`,
        `${T.gst} : ${formatCad(contract.gst)}`,
        `${T.qst} : ${formatCad(contract.qst)}`,
        `${T.total} : ${formatCad(contract.total)}`,
        T.payment(frenchDay(localDay(contract.createdAt))),
        extra ? T.extra(contract.extraThresholdCm, formatCad(contract.extraCents), formatCad(extra.total)) : T.noExtra,
      ],
    },
    { heading: T.cancellation, lines: [T.cancellationRule, T.lpcRights] },
  ];
}

/** The contract as a French PDF (US Letter). Pure apart from pdfkit: same contract, same text. */
export function buildSnowContractPdf(contract: SnowContract, issuer: ContractIssuer): Promise<{ filename: string; content: Buffer }> {
  const PDFDocument = loadPdfKit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: 'fr-CA',
    info: { Title: `${T.title} ${contract.reference}`, Author: issuer.name, CreationDate: contract.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<{ filename: string; content: Buffer }>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve({ filename: snowContractFilename(contract), content: Buffer.concat(chunks) }));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(T.title), { width: CONTENT_WIDTH });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(pdfText(`${T.reference(contract.reference)} — ${T.concluded(frenchDay(localDay(contract.createdAt)))}`), { width: CONTENT_WIDTH });
  doc.text(pdfText(T.distance), { width: CONTENT_WIDTH });
  for (const section of snowContractParagraphs(contract, issuer)) {
    doc.moveDown(0.7);
    doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(pdfText(section.heading), { width: CONTENT_WIDTH });
    doc.font('Helvetica').fontSize(9.5);
    for (const line of section.lines) doc.text(pdfText(line), { width: CONTENT_WIDTH, paragraphGap: 2 });
  }
  doc.end();
  return done;
}
