import { createHash, randomUUID } from 'node:crypto';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { buildSchema } from 'graphql';
import { apolloRequestMemoSizes, memoizeApolloRequestWork, REQUEST_MEMO_LIMIT } from './apollo-request-memo';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module Apollo's pipeline calls
const createhash = require('@apollo/utils.createhash') as { createHash: (kind: string) => import('node:crypto').Hash };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- no type declarations for the class
const Negotiator = require('negotiator') as new (request: { headers: { accept?: string } }) => { mediaType: (available?: string[]) => string | undefined };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const MEDIA = ['application/json; charset=utf-8', 'application/graphql-response+json; charset=utf-8', 'application/json; callbackSpec=1.0; charset=utf-8'];
const MULTIPART = ['multipart/mixed; incrementalSpec=v0.2', 'multipart/mixed; deferSpec=20220824'];
const ACCEPTS = [undefined, '', '*/*', 'application/json', 'application/graphql-response+json', 'multipart/mixed; deferSpec=20220824, application/json', 'text/html;q=0.9, */*;q=0.1', 'image/png'];

describe('memoizeApolloRequestWork', () => {
  // Negotiator's answers before the memo is installed (the reference).
  const expected = ACCEPTS.map((accept) => [MEDIA, MULTIPART].map((available) => new Negotiator({ headers: { accept } }).mediaType([...available])));
  beforeAll(() => memoizeApolloRequestWork());

  it("answers the same SHA-256 as node, for Apollo's one use and any other", () => {
    const query = `{ a } # ${randomUUID()}`;
    expect(createhash.createHash('sha256').update(query).digest('hex')).toBe(sha256(query));
    expect(createhash.createHash('sha256').update(query).digest('hex')).toBe(sha256(query));
    expect(createhash.createHash('sha256').update('a').update('b').digest('hex')).toBe(sha256('ab'));
    expect(createhash.createHash('sha256').update(Buffer.from(query)).digest('hex')).toBe(sha256(query));
    expect(createhash.createHash('sha256').update(query).digest('base64')).toBe(createHash('sha256').update(query).digest('base64'));
    expect(createhash.createHash('sha256').update(query).digest()).toEqual(createHash('sha256').update(query).digest());
    expect(createhash.createHash('md5').update(query).digest('hex')).toBe(createHash('md5').update(query).digest('hex'));
  });

  it('answers the same media type as Negotiator did, twice in a row', () => {
    for (let round = 0; round < 2; round++) {
      ACCEPTS.forEach((accept, i) => {
        expect([MEDIA, MULTIPART].map((available) => new Negotiator({ headers: { accept } }).mediaType([...available]))).toEqual(expected[i]);
      });
    }
  });

  it("is what Apollo's pipeline calls: a new query and a new Accept value are kept", async () => {
    const apollo = new ApolloServer({ schema: buildSchema('type Query { a: Int }'), rootValue: { a: 1 } });
    await apollo.start();
    try {
      const query = `{ a } # ${randomUUID()}`;
      const accept = `application/json;q=0.${Math.floor(Math.random() * 8) + 1}1, text/html`;
      const before = apolloRequestMemoSizes();
      const headers = new HeaderMap([['content-type', 'application/json'], ['accept', accept]]);
      const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: { method: 'POST', headers, search: '', body: { query } }, context: async () => ({}) });
      expect(response.body).toEqual({ kind: 'complete', string: '{"data":{"a":1}}\n' });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const after = apolloRequestMemoSizes();
      expect(after.digests).toBe(before.digests + 1);
      // The document cache's key and the negotiations (useLegacyIncremental, the answer's type) went through the memo.
      expect(after.negotiations).toBeGreaterThanOrEqual(before.negotiations + 2);
    } finally {
      await apollo.stop();
    }
  });

  it('keeps at most REQUEST_MEMO_LIMIT digests', () => {
    for (let i = 0; i < REQUEST_MEMO_LIMIT + 20; i++) createhash.createHash('sha256').update(`{ a } # ${i}`).digest('hex');
    expect(apolloRequestMemoSizes().digests).toBe(REQUEST_MEMO_LIMIT);
    expect(createhash.createHash('sha256').update('{ a } # 0').digest('hex')).toBe(sha256('{ a } # 0'));
  });
});
