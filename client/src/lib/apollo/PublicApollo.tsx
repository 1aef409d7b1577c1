import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ComponentType } from 'react';
import { createApolloClient } from './client';

let shared: ApolloClient | null = null;

/**
 * `Page` inside the public site's GraphQL client. The client lives in this module, which only the
 * pages that talk to the API load (client/src/app/router.tsx), so Apollo stays out of the main chunk
 * and of the other pages. One client for the whole visit: its cache serves later pages (the price
 * list is read once). A client already provided (tests, the server renderer) is used as it is.
 */
export function withPublicApollo(Page: ComponentType): ComponentType {
  function WithPublicApollo() {
    const provided = useContext(getApolloContext()).client;
    if (provided) return <Page />;
    shared ??= createApolloClient();
    return (
      <ApolloProvider client={shared}>
        <Page />
      </ApolloProvider>
    );
  }
  WithPublicApollo.displayName = `withPublicApollo(${Page.displayName ?? Page.name})`;
  return WithPublicApollo;
}
