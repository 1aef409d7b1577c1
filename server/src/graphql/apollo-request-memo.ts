import { createHash as cryptoCreateHash, hash as cryptoHash, type BinaryToTextEncoding, type Hash } from 'node:crypto';

/** Distinct query strings (or Accept values) whose answer is kept; past it the oldest goes first. */
export const REQUEST_MEMO_LIMIT = 500;

/**
 * Two per-request computations of Apollo Server's pipeline whose answer only depends on the text of
 * the request, kept once per distinct text (issue #31, benchmark 6): together about 6 % of a small
 * `/graphql` request's CPU in the profiles (bench/README.md, "second pass").
 *
 * - The SHA-256 of the query (its document cache key, `computeQueryHash` in requestPipeline.js):
 *   `@apollo/utils.createhash` makes a `Hash` object through `module.require('crypto')` on every
 *   request for the same few query strings. The same hex digest is answered from a bounded map.
 * - The content negotiation of `useLegacyIncremental` (a `Negotiator` parses `Accept`, `*∕*` when
 *   absent, and both multipart media types on every request, whatever the operation) and of the
 *   answer's content type: `Negotiator.prototype.mediaType` is a pure function of `Accept` and of
 *   the offered types, answered from a bounded map. (Only `mediaType`, the one Apollo calls; the
 *   `accepts` package calls `mediaTypes`, left alone.)
 *
 * Both replace an export that Apollo reads at each call (a property of the module's exports, of the
 * class's prototype), so the same code runs with the same answers; `apollo-request-memo.test.ts`
 * checks that Apollo's pipeline still goes through them (a later Apollo that stops doing so fails it,
 * it does not answer differently). Installed once, by `createApp`, before the server is built.
 */
export function memoizeApolloRequestWork(): void {
  if (installed) return;
  installed = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the exports object itself is replaced in place
  const createhash = require('@apollo/utils.createhash') as { createHash: (kind: string) => Hash };
  const original = createhash.createHash;
  createhash.createHash = (kind) => (kind === 'sha256' ? (new MemoSha256() as unknown as Hash) : original(kind));

  // eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations for the prototype
  const Negotiator = require('negotiator') as { prototype: { mediaType: (this: NegotiatorThis, available?: string[]) => string | undefined } };
  const mediaType = Negotiator.prototype.mediaType;
  Negotiator.prototype.mediaType = function memoMediaType(this: NegotiatorThis, available?: string[]) {
    const accept = this.request.headers.accept;
    if (!Array.isArray(available) || (accept !== undefined && (typeof accept !== 'string' || accept.length > MAX_ACCEPT_LENGTH))) return mediaType.call(this, available);
    const key = `${accept ?? '\u0000'}\u0001${available.join('\u0001')}`;
    if (chosen.has(key)) return chosen.get(key);
    const value = mediaType.call(this, available);
    remember(chosen, key, value);
    return value;
  };
}

/** How many digests and negotiations are kept (tests: Apollo's pipeline still goes through both). */
export function apolloRequestMemoSizes(): { digests: number; negotiations: number } {
  return { digests: digests.size, negotiations: chosen.size };
}

let installed = false;
const MAX_ACCEPT_LENGTH = 512;
const digests = new Map<string, string>();
const chosen = new Map<string, string | undefined>();

interface NegotiatorThis {
  request: { headers: { accept?: unknown } };
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= REQUEST_MEMO_LIMIT) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * What `createHash('sha256')` answers, for the one use Apollo makes of it (`update(text)` once, then
 * `digest('hex')`): that digest from the map. Anything else (several updates, a buffer, another
 * encoding) is hashed as it is, by node.
 */
class MemoSha256 {
  private text: string | undefined;
  private hash: Hash | undefined;

  update(data: string | NodeJS.ArrayBufferView, encoding?: BufferEncoding): this {
    if (this.hash === undefined && this.text === undefined && typeof data === 'string' && encoding === undefined) {
      this.text = data;
      return this;
    }
    this.real().update(data as string, encoding as BufferEncoding);
    return this;
  }

  digest(encoding?: BinaryToTextEncoding): string | Buffer {
    if (this.hash === undefined && this.text !== undefined && encoding === 'hex') {
      const text = this.text;
      let hex = digests.get(text);
      if (hex === undefined) remember(digests, text, (hex = cryptoHash('sha256', text, 'hex')));
      return hex;
    }
    return encoding === undefined ? this.real().digest() : this.real().digest(encoding);
  }

  private real(): Hash {
    if (this.hash === undefined) {
      this.hash = cryptoCreateHash('sha256');
      if (this.text !== undefined) this.hash.update(this.text);
      this.text = undefined;
    }
    return this.hash;
  }
}
