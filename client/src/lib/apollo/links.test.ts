import { graphql, HttpResponse } from 'msw';
import { AdminServicesDocument } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { TEST_GRAPHQL_URL } from '../../testing/render';
import { createApolloClient, graphqlUrl } from './client';
import { sessionLinks } from './links';

function recordAuthorization(answer: () => Response = () => HttpResponse.json({ data: { priceList: [] } })) {
  const received: (string | null)[] = [];
  server.use(
    graphql.query('AdminServices', ({ request }) => {
      received.push(request.headers.get('authorization'));
      return answer();
    }),
  );
  return received;
}

const refused = (code: string, message: string) => () => HttpResponse.json({ data: null, errors: [{ message, extensions: { code } }] });

describe('session links', () => {
  it('send Authorization: Bearer <token> when a token exists, read at each request', async () => {
    const received = recordAuthorization();
    let token: string | null = 'premier';
    const client = createApolloClient({ uri: TEST_GRAPHQL_URL, links: sessionLinks({ getToken: () => token, onUnauthenticated: jest.fn() }) });

    await client.query({ query: AdminServicesDocument, fetchPolicy: 'network-only' });
    token = 'second';
    await client.query({ query: AdminServicesDocument, fetchPolicy: 'network-only' });
    token = null;
    await client.query({ query: AdminServicesDocument, fetchPolicy: 'network-only' });

    expect(received).toEqual(['Bearer premier', 'Bearer second', null]);
  });

  it('end the session on extensions.code UNAUTHENTICATED, whatever the message', async () => {
    recordAuthorization(refused('UNAUTHENTICATED', 'Session expirée. Merci de vous reconnecter.'));
    const onUnauthenticated = jest.fn();
    const client = createApolloClient({ uri: TEST_GRAPHQL_URL, links: sessionLinks({ getToken: () => 'x', onUnauthenticated }) });
    await expect(client.query({ query: AdminServicesDocument })).rejects.toThrow('Session expirée');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('leave other codes to the screen, even with a message that mentions a token', async () => {
    const onUnauthenticated = jest.fn();
    const client = createApolloClient({ uri: TEST_GRAPHQL_URL, links: sessionLinks({ getToken: () => 'x', onUnauthenticated }) });
    for (const [code, message] of [
      ['INVALID_CREDENTIALS', 'Identifiants invalides'],
      ['FORBIDDEN', 'Jeton manquant'],
      ['RATE_LIMITED', 'Trop de tentatives de connexion. Réessayez dans 15 minutes.'],
    ] as const) {
      recordAuthorization(refused(code, message));
      await expect(client.query({ query: AdminServicesDocument, fetchPolicy: 'network-only' })).rejects.toThrow(message);
    }
    server.use(graphql.query('AdminServices', () => HttpResponse.error()));
    await expect(client.query({ query: AdminServicesDocument, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('builds the absolute endpoint of the current origin', () => {
    expect(graphqlUrl({ href: 'https://exemple.ca/admin/login?x=1' })).toBe('https://exemple.ca/graphql');
    expect(graphqlUrl()).toBe(TEST_GRAPHQL_URL);
  });
});
