import { weakEtag } from './node-http';

// The package Express's default `etag fn` used (the reference the answers' ETags must keep), untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations
const etag = require('etag') as (body: Buffer | string, options: { weak: boolean }) => string;

describe('weakEtag (kernel/node-http.ts)', () => {
  it('answers the ETag of the etag package (weak), for strings and bytes of every size', () => {
    const bodies = ['', 'a', '{"data":{"createPickupRequest":{"id":"42"}}}', 'é'.repeat(1000), 'x'.repeat(70_000), '\u{1F600} ok'];
    for (const body of bodies) {
      expect(weakEtag(body)).toBe(etag(Buffer.from(body, 'utf8'), { weak: true }));
      expect(weakEtag(Buffer.from(body, 'utf8'))).toBe(etag(Buffer.from(body, 'utf8'), { weak: true }));
    }
    const bytes = Buffer.from([0, 255, 128, 10, 13]);
    expect(weakEtag(bytes)).toBe(etag(bytes, { weak: true }));
  });
});
