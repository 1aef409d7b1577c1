import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { SiteConfig } from '@shared/site-config';
import { SiteConfigContext } from '../lib/site-config';
import { AppRoutes } from './router';

export interface AppProvidersProps {
  siteConfig: SiteConfig;
  children: ReactNode;
}

/**
 * Everything a page may rely on, besides the router: the site's contact points. No GraphQL client
 * here: the public pages ask the API through `lib/public-graphql/graphql-fetch.ts` (no Apollo), and
 * the back-office's AdminApp brings Apollo Client in its own chunk.
 */
export function AppProviders({ siteConfig, children }: AppProvidersProps) {
  return <SiteConfigContext value={siteConfig}>{children}</SiteConfigContext>;
}

export interface AppProps {
  siteConfig: SiteConfig;
}

/** The application in the browser: its routes under React Router's BrowserRouter (navigations are transitions). */
export function App({ siteConfig }: AppProps) {
  return (
    <AppProviders siteConfig={siteConfig}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
