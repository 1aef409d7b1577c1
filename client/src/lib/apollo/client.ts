import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';

/** Same-origin GraphQL endpoint (the Vite dev server proxies it to the API). */
export const GRAPHQL_PATH = '/graphql';

export interface ApolloClientOptions {
  /** Absolute in tests (Node's fetch needs one, and msw intercepts it). */
  uri?: string;
  /**
   * Links run before the HTTP request, e.g. the back-office's session links (`links.ts`). The public
   * site passes none, so its requests never carry a staff token and its bundle has no auth code.
   */
  links?: ApolloLink[];
}

export function createApolloClient({ uri = GRAPHQL_PATH, links = [] }: ApolloClientOptions = {}): ApolloClient {
  const http = new HttpLink({ uri });
  return new ApolloClient({
    link: links.length > 0 ? ApolloLink.from([...links, http]) : http,
    cache: new InMemoryCache(),
  });
}

/** The GraphQL endpoint as an absolute URL of the current page's origin (Node's fetch in tests needs one). */
export function graphqlUrl(location: Pick<Location, 'href'> = window.location): string {
  return new URL(GRAPHQL_PATH, location.href).href;
}
