import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** The encodings a prerendered page is kept in. */
export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli first when the client weighs both the same (smaller: /faq fits one round trip). */
const PAGE_ENCODINGS: readonly PageEncoding[] = ['br', 'gzip'];
/** negotiator 1.x's `encodings(available, { preferred })` (the tie-break), which @types/negotiator 0.6 does not declare. */
type EncodingsWithPreference = (available: readonly string[], options: { preferred: readonly string[] }) => string[];

/**
 * The encoding to send to a client whose Accept-Encoding header is `header` (negotiated by
 * `negotiator`, as `compression` and Apollo do): the one it weighs highest among Brotli and gzip,
 * Brotli on a tie; none when it takes neither (a coding listed with `q=0` is refused).
 */
export function pageEncoding(header: string | string[] | undefined): PageEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': value } });
  const [best] = (negotiator.encodings as EncodingsWithPreference).call(negotiator, PAGE_ENCODINGS, { preferred: PAGE_ENCODINGS });
  return (best as PageEncoding | undefined) ?? null;
}

export interface PrecompressedPages {
  /**
   * `text` (the page `key`'s HTML) in `encoding`, once ready; until then null, and its compression
   * is started (off the event loop) if it was not. A new text for the key replaces the old one.
   */
  get(key: string, text: string, encoding: PageEncoding): Buffer | null;
  /** Runs `job` (which starts compressions through get) if no job was run before; idle() waits for it too. */
  once(job: () => Promise<void>): void;
  /** Resolves once the compressions started so far are done (for tests). */
  idle(): Promise<void>;
}

/**
 * The prerendered pages' HTML compressed once, at the best ratio (Brotli quality 11, gzip level 9),
 * instead of at every request at the compression middleware's fast settings: /faq is 15.2 kB with
 * gzip -6 and 13.0 kB with Brotli 11, under the 14.6 kB (10 TCP segments) that a new connection
 * delivers in its first round trip, so the whole page arrives one round trip sooner on a slow link.
 * Brotli 11 costs about 0.1–0.2 s of CPU for such a page: done in the background, on libuv's
 * threads, while the middleware answers. Keyed by path; the set of prerendered paths is fixed, so
 * the map stays small.
 */
export function createPrecompressedPages(): PrecompressedPages {
  const entries = new Map<string, { text: string; encoded: Partial<Record<PageEncoding, Buffer>> }>();
  const pending = new Set<Promise<void>>();
  let ranOnce = false;

  const compress = (key: string, text: string) => {
    const entry = { text, encoded: {} as Partial<Record<PageEncoding, Buffer>> };
    entries.set(key, entry);
    const source = Buffer.from(text, 'utf8');
    const job = Promise.all([
      brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
      gzip(source, { level: 9 }),
    ])
      .then(([br, gz]) => {
        entry.encoded = { br, gzip: gz };
      })
      .catch(() => {
        // Left to the compression middleware; tried again with the next new text.
        if (entries.get(key) === entry) entries.delete(key);
      })
      .finally(() => pending.delete(job));
    pending.add(job);
  };

  return {
    get(key, text, encoding) {
      const entry = entries.get(key);
      if (entry?.text === text) return entry.encoded[encoding] ?? null;
      compress(key, text);
      return null;
    },
    once(job) {
      if (ranOnce) return;
      ranOnce = true;
      const run = job()
        .catch(() => undefined)
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
