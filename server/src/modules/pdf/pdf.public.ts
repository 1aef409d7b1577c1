/** The PDF toolkit's face for other features: the lazily loaded PDFKit constructor. */
export { loadPdfKit } from './load-pdfkit';
