import type PDFKit from 'pdfkit';

let pdfkit: typeof PDFKit | undefined;

/**
 * pdfkit, its fonts and font engine (fontkit, brotli, linebreak: about 8 MB of heap and 0.3 s of
 * loading) are loaded with the first PDF (quote, invoice, run sheet, snow contract), not at
 * start-up: import this instead of `pdfkit` itself.
 */
export function loadPdfKit(): typeof PDFKit {
  if (!pdfkit) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (memory, start-up time)
    const loaded = require('pdfkit') as typeof PDFKit;
    shareStandardFonts(loaded);
    pdfkit = loaded;
  }
  return pdfkit;
}

/** pdfkit's parsed metrics of a standard font (its internal `AFMFont`): read-only once built. */
interface AfmMetrics {
  name: string;
  ascender: number;
  descender: number;
  bbox: number[];
  lineGap: number;
  xHeight: number;
  capHeight: number;
  kernPairs: Record<string, number>;
  glyphWidths: Record<string, number>;
  getKernPair(left: string, right: string | undefined): number;
  widthOfGlyph(glyph: string): number;
}

/** The members of pdfkit's document and `StandardFont` this file relies on (pdfkit 0.20). */
interface FontState {
  _fontFamilies: Record<string, object>;
  _registeredFonts: Record<string, unknown>;
  _fontCount: number;
  _font: { font?: unknown } | null;
}

/**
 * Issue #31: pdfkit parses a standard font's metrics (Helvetica's widths and 2,700 kerning pairs)
 * again in every document that uses it — a third of an invoice PDF's CPU (2.6 → 1.6 ms each). The
 * metrics are a pure function of the font's name, so each standard font is parsed once per process
 * and every later document gets its own `StandardFont` (its own id and PDF object, as pdfkit makes
 * it) around the shared metrics; the widths and kerning pairs are looked up in maps (the pairs
 * nested, instead of by a concatenated string key). The output is byte-for-byte the same (`load-pdfkit.test.ts`).
 */
function shareStandardFonts(PDFDocument: typeof PDFKit): void {
  const probe = new PDFDocument({ autoFirstPage: false }) as unknown as FontState;
  const standardFont = probe._font?.constructor as (new (...args: never[]) => object) | undefined;
  const metrics = probe._font?.font as AfmMetrics | undefined;
  // Another pdfkit than the one this was written for: leave it as it is.
  if (!standardFont || !metrics || typeof metrics.getKernPair !== 'function' || typeof metrics.kernPairs !== 'object' || typeof metrics.glyphWidths !== 'object') return;
  const shared = new Map<string, AfmMetrics>();
  const proto = PDFDocument.prototype as unknown as { font: (this: FontState, src: unknown, family?: unknown, size?: unknown) => unknown };
  const font = proto.font;
  proto.font = function (this: FontState, src: unknown, family?: unknown, size?: unknown) {
    const plain = typeof src === 'string' && typeof family !== 'string' && !this._registeredFonts[src];
    if (plain && !this._fontFamilies[src]) {
      const afm = shared.get(src);
      if (afm) {
        // What pdfkit's StandardFont constructor sets, with the metrics already parsed.
        const standard = Object.assign(Object.create(standardFont.prototype) as object, {
          document: this,
          name: afm.name,
          id: `F${++this._fontCount}`,
          font: afm,
          ascender: afm.ascender,
          descender: afm.descender,
          bbox: afm.bbox,
          lineGap: afm.lineGap,
          xHeight: afm.xHeight,
          capHeight: afm.capHeight,
        });
        this._fontFamilies[src] = standard;
        this._fontFamilies[afm.name] ??= standard;
      }
    }
    const result = font.call(this, src, family, size);
    const current = this._font;
    const parsed = current instanceof standardFont ? ((current as { font?: unknown }).font as AfmMetrics) : null;
    if (plain && parsed?.name === src && !shared.has(src)) shared.set(src, withKerningMaps(parsed));
    return result;
  };
}

function withKerningMaps(afm: AfmMetrics): AfmMetrics {
  const pairs = new Map<string, Map<string, number>>();
  for (const [key, amount] of Object.entries(afm.kernPairs)) {
    const [left = '', right = ''] = key.split('\0');
    let row = pairs.get(left);
    if (!row) pairs.set(left, (row = new Map()));
    row.set(right, amount);
  }
  afm.getKernPair = (left, right) => (right === undefined ? 0 : (pairs.get(left)?.get(right) ?? 0));
  const widths = new Map(Object.entries(afm.glyphWidths));
  afm.widthOfGlyph = (glyph) => widths.get(glyph) || 0;
  return afm;
}
