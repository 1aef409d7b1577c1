import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { SiteConfig } from '@shared/site-config';
import { AppProviders } from '../app/App';
import { paths } from '../lib/paths';
import { AppRoutes, preloadPages } from '../app/router';
import { preloadIslands } from '../lib/interaction-island';

/**
 * The public pages whose markup the server sends ready-made (built by Vite as the `ssr`
 * environment, see client/vite.config.mts): the same tree the browser hydrates. Each page's
 * sources are its modules in the client build's manifest, so the server can preload their chunks.
 * Pages that show the date of the visit (the terms) or depend on the visit (confirmation,
 * checkout) are not here: the browser renders them.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, readonly string[]>> = {
  [paths.home.path]: ['src/public/home/HomePage.tsx'],
  [paths.snowQuote.path]: ['src/public/snow/SnowQuotePage.tsx'],
  [paths.eventQuote.path]: ['src/public/events/EventWizardPage.tsx'],
  [paths.pickup.path]: ['src/public/pickup/PickupPage.tsx'],
  [paths.faq.path]: ['src/public/faq/FaqPage.tsx'],
  [paths.services.path]: ['src/public/services/ServicesPage.tsx'],
  [paths.privacy.path]: ['src/public/privacy/PrivacyPage.tsx'],
};

/**
 * The markup of `pathname` inside the root element, or null when the page is not prerendered.
 * Data from GraphQL (the price list) is not fetched (queries run in effects, which the server
 * does not run): those parts render their loading state, exactly as the browser's first render
 * does, and fill in after hydration.
 */
export async function renderPage(pathname: string, siteConfig: SiteConfig, origin = 'http://localhost'): Promise<string | null> {
  if (!Object.hasOwn(PRERENDERED_PAGES, pathname)) return null;
  // The pages' code first, so that they render at once (as the browser does before hydrating).
  await preloadPages(pathname);
  // And the parts the browser hydrates at the first interaction: their markup is on the page too.
  await preloadIslands();
  return renderToString(
    <StrictMode>
      <AppProviders siteConfig={siteConfig}>
        <StaticRouter location={new URL(pathname, origin).pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
