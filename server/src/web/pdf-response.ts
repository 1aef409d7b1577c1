import type { Response } from 'express';

/** Sends a generated PDF as a download, never cached or sniffed: every PDF route answers with this. */
export function sendPdfAttachment(res: Response, pdf: { filename: string; content: Buffer }): void {
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      'Content-Length': String(pdf.content.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(pdf.content);
}
