import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The encodings a prerendered page is kept in. */
export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encoding to send to a client whose Accept-Encoding header is `header`: Brotli when it takes
 * it, else gzip, else none. A coding listed with `q=0` is refused.
 */
export function pageEncoding(header: string | string[] | undefined): PageEncoding | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
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
