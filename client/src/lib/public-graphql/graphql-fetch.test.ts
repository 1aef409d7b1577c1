import { act, renderHook, waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { CreatePickupRequestDocument, PriceListDocument, type CreatePickupRequestInput } from '../../graphql-public/graphql';
import { server } from '../../testing/msw/server';
import { TEST_GRAPHQL_URL } from '../../testing/render';
import { errorMessage, NETWORK_ERROR_MESSAGE } from '../errors/error-message';
import { toFormikErrors } from '../errors/to-formik-errors';
import { clearGraphQLCache, graphqlFetch, useGraphQLQuery } from './graphql-fetch';

const PRICE = { id: '1', name: 'tente', label: 'Tente', category: 'EVENT', unit: 'jour', price: 1000 };

/** Answers PriceList with `answer` and records each request's body and Authorization header. */
function priceList(answer: () => Response = () => HttpResponse.json({ data: { priceList: [PRICE] } })) {
  const received: { body: unknown; authorization: string | null }[] = [];
  server.use(
    graphql.query('PriceList', async ({ request }) => {
      received.push({ body: await request.clone().json(), authorization: request.headers.get('authorization') });
      return answer();
    }),
  );
  return received;
}

const pickupInput: CreatePickupRequestInput = { fullName: 'Ana Roy', phone: '8195550000', email: 'ana@exemple', address: '1 rue des Forges, Trois-Rivières' };

beforeEach(() => clearGraphQLCache());

describe('graphqlFetch', () => {
  it('POSTs the generated document’s text and its variables, with no Authorization header, and returns the typed data', async () => {
    sessionStorage.setItem('adminToken', 'jeton-du-personnel'); // a staff session in the same browser
    const received = priceList();
    const data = await graphqlFetch(PriceListDocument);
    expect(data.priceList[0]?.label).toBe('Tente');
    expect(received).toEqual([{ body: { query: PriceListDocument.toString(), variables: {} }, authorization: null }]);
    expect(PriceListDocument.toString()).toContain('query PriceList');
  });

  it('gives the server’s French message and field errors for GraphQL errors, whatever the status', async () => {
    const refusal = {
      message: 'Adresse courriel invalide.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Adresse courriel invalide.' } },
    };
    for (const init of [{ status: 200 }, { status: 400, headers: { 'content-type': 'application/graphql-response+json' } }]) {
      server.use(graphql.mutation('CreatePickupRequest', () => HttpResponse.json({ data: null, errors: [refusal] }, init)));
      const error: unknown = await graphqlFetch(CreatePickupRequestDocument, { input: pickupInput }).catch((e: unknown) => e);
      expect(errorMessage(error)).toBe('Adresse courriel invalide.');
      expect(toFormikErrors(error)).toEqual({ email: 'Adresse courriel invalide.' });
    }
  });

  it('reads the error field of a non-2xx JSON answer, and says “Erreur serveur” for HTML, empty or foreign answers', async () => {
    const failureOf = async (answer: () => Response) => {
      server.use(http.post(TEST_GRAPHQL_URL, answer));
      return errorMessage(await graphqlFetch(PriceListDocument).catch((e: unknown) => e));
    };
    expect(await failureOf(() => HttpResponse.json({ error: 'Trop de requêtes. Réessayez plus tard.', code: 'RATE_LIMITED' }, { status: 429 }))).toBe(
      'Trop de requêtes. Réessayez plus tard.',
    );
    expect(await failureOf(() => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 }))).toBe('Erreur serveur');
    expect(await failureOf(() => new HttpResponse('pas du JSON', { status: 200 }))).toBe('Erreur serveur');
    expect(await failureOf(() => HttpResponse.json({ hello: 1 }))).toBe('Erreur serveur');
    expect(
      await failureOf(() => HttpResponse.json({ errors: [{ message: 'Cannot query field "x".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] })),
    ).toBe('Erreur serveur');
  });

  it('shows the French network text when the request never got an answer', async () => {
    server.use(http.post(TEST_GRAPHQL_URL, () => HttpResponse.error()));
    expect(errorMessage(await graphqlFetch(PriceListDocument).catch((e: unknown) => e))).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('useGraphQLQuery', () => {
  it('loads, then gives the data; a kept answer serves later pages of the visit without a request', async () => {
    const received = priceList();
    const first = renderHook(() => useGraphQLQuery(PriceListDocument, {}, { keep: true }));
    expect(first.result.current).toMatchObject({ loading: true, data: undefined });
    await waitFor(() => expect(first.result.current.data?.priceList).toHaveLength(1));
    expect(first.result.current.loading).toBe(false);
    first.unmount();

    const later = renderHook(() => useGraphQLQuery(PriceListDocument, {}, { keep: true }));
    expect(later.result.current).toMatchObject({ loading: false, data: { priceList: [PRICE] } });
    expect(received).toHaveLength(1);
  });

  it('shares one request between components asking at once, and asks again without `keep`', async () => {
    const received = priceList();
    const both = renderHook(() => [useGraphQLQuery(PriceListDocument, {}), useGraphQLQuery(PriceListDocument, {})]);
    await waitFor(() => expect(both.result.current.every((query) => query.data)).toBe(true));
    expect(received).toHaveLength(1);
    both.unmount();
    const again = renderHook(() => useGraphQLQuery(PriceListDocument, {}));
    expect(again.result.current.loading).toBe(true);
    await waitFor(() => expect(received).toHaveLength(2));
  });

  it('reports a failure, and refetch recovers', async () => {
    let fail = true;
    priceList(() => (fail ? HttpResponse.error() : HttpResponse.json({ data: { priceList: [PRICE] } })));
    const { result } = renderHook(() => useGraphQLQuery(PriceListDocument, {}, { keep: true }));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current).toMatchObject({ loading: false, data: undefined });
    expect(errorMessage(result.current.error)).toBe(NETWORK_ERROR_MESSAGE);
    fail = false;
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ loading: false, error: undefined, data: { priceList: [PRICE] } });
  });
});
