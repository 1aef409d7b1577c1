import type { ServerResponse } from 'node:http';

/** Sends a generated PDF as a download, never cached or sniffed: every PDF route answers with this. */
export function sendPdfAttachment(res: ServerResponse, pdf: { filename: string; content: Buffer }): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${pdf.filename}"`);
  res.setHeader('Content-Length', String(pdf.content.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(pdf.content);
}
