import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** Same-origin GraphQL endpoint (the Vite dev server proxies it to the API). */
export const GRAPHQL_PATH = '/graphql';

export interface ApolloClientOptions {
  /** Absolute in tests (Node's fetch needs one, and msw intercepts it). */
  uri?: string;
}

export function createApolloClient({ uri = GRAPHQL_PATH }: ApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache(),
  });
}
