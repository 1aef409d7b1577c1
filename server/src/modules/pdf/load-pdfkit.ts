import type PDFKit from 'pdfkit';

let pdfkit: typeof PDFKit | undefined;

/**
 * pdfkit, its fonts and font engine (fontkit, brotli, linebreak: about 8 MB of heap and 0.3 s of
 * loading) are loaded with the first PDF (quote, invoice, run sheet, snow contract), not at
 * start-up: import this instead of `pdfkit` itself.
 */
export function loadPdfKit(): typeof PDFKit {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (memory, start-up time)
  pdfkit ??= require('pdfkit') as typeof PDFKit;
  return pdfkit;
}
