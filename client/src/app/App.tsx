import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import type { SiteConfig } from '@shared/site-config';
import { SiteConfigContext } from '../lib/site-config';

export interface AppProvidersProps {
  client: ApolloClient;
  siteConfig: SiteConfig;
  children: ReactNode;
}

/** Everything a page may rely on, besides the router: the GraphQL client and the site's contact points. */
export function AppProviders({ client, siteConfig, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <SiteConfigContext value={siteConfig}>{children}</SiteConfigContext>
    </ApolloProvider>
  );
}

export interface AppProps {
  client: ApolloClient;
  siteConfig: SiteConfig;
  router: RouterProviderProps['router'];
}

export function App({ client, siteConfig, router }: AppProps) {
  return (
    <AppProviders client={client} siteConfig={siteConfig}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
