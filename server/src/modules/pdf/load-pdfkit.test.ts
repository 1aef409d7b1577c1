import type PDFKit from 'pdfkit';
import { loadPdfKit } from './load-pdfkit';

/** A document with both standard fonts, kerned pairs (AV, To, Ye) and French accents, as bytes. */
function render(PDFDocument: typeof PDFKit): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, lang: 'fr-CA', info: { Title: 'Essai', CreationDate: new Date('2026-11-28T03:00:00Z') } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(15).text('AVAWAY Toyota — Yes, VAT « Échéance »', { width: 300 });
  doc.font('Helvetica').fontSize(9).text('Tél. : 819-555-0100 · TPS et TVQ calculées séparément. AV To Ye LT', { width: 200, align: 'right' });
  doc.font('Courier').text('F-2026-000001');
  doc.font('Helvetica-Bold').text('Solde dû 1 150,00 $', 50, 400, { width: 120, align: 'right' });
  doc.end();
  return done;
}

describe('loadPdfKit (issue #31: standard fonts parsed once per process)', () => {
  it('renders the same bytes as a stock pdfkit, for the first document and the following ones', async () => {
    let stock: typeof PDFKit | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a second, untouched copy of pdfkit
      stock = require('pdfkit') as typeof PDFKit;
    });
    const expected = await render(stock!);
    const shared = loadPdfKit();
    expect(shared).not.toBe(stock);
    const first = await render(shared);
    const second = await render(shared);
    const third = await render(shared);
    expect(first.equals(expected)).toBe(true);
    expect(second.equals(expected)).toBe(true);
    expect(third.equals(expected)).toBe(true);
  });

  it('gives every document its own font objects around the shared metrics', () => {
    const PDFDocument = loadPdfKit();
    const a = new PDFDocument({ autoFirstPage: false }) as unknown as { _font: { id: string; document: unknown; font: unknown } };
    const b = new PDFDocument({ autoFirstPage: false }) as unknown as { _font: { id: string; document: unknown; font: unknown } };
    expect(a._font).not.toBe(b._font);
    expect(a._font.document).toBe(a);
    expect(b._font.document).toBe(b);
    expect(a._font.id).toBe('F1');
    expect(b._font.id).toBe('F1');
    expect(a._font.font).toBe(b._font.font);
  });
});
