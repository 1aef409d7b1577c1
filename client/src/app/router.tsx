import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../public/layout/PublicLayout';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { adminPaths, paths, portalPaths } from '../lib/paths';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Shown while the first page's code loads. */
function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Chargement…
    </p>
  );
}

/** What a lazily loaded page's route carries: the page, and how to load its code ahead (hydration, server rendering). */
export interface PageHandle {
  preload: LazyPage['preload'];
}

function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyPage(load);
  return { element: <Page />, handle: { preload: Page.preload } satisfies PageHandle };
}

/**
 * The public routes (spec §2), for React Router's declarative router (BrowserRouter + useRoutes:
 * its data router is about 18 kB of gzipped JavaScript more on every page). Pages are split into
 * their own chunks (`page`): a navigation is a transition, so the previous page stays until the
 * next one's code is there. The layout and the error screens stay in the main chunk: they must
 * render even when a chunk fails to load.
 */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary standalone>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // A page that fails renders the error screen inside the layout, menus still usable.
            element: (
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: [
              { index: true, ...page(() => import('../public/home/HomePage').then((m) => m.HomePage)) },
              { path: paths.snowQuote.path, ...page(() => import('../public/snow/SnowQuotePage').then((m) => m.SnowQuotePage)) },
              { path: paths.eventQuote.path, ...page(() => import('../public/events/EventWizardPage').then((m) => m.EventWizardPage)) },
              { path: paths.pickup.path, ...page(() => import('../public/pickup/PickupPage').then((m) => m.PickupPage)) },
              { path: paths.faq.path, ...page(() => import('../public/faq/FaqPage').then((m) => m.FaqPage)) },
              { path: paths.terms.path, ...page(() => import('../public/terms/TermsPage').then((m) => m.TermsPage)) },
              { path: paths.privacy.path, ...page(() => import('../public/privacy/PrivacyPage').then((m) => m.PrivacyPage)) },
              { path: paths.services.path, ...page(() => import('../public/services/ServicesPage').then((m) => m.ServicesPage)) },
              // An invoice's demo checkout: the site's header and footer, like every public page (issue #25).
              {
                path: paths.invoiceDemoCheckout.path,
                ...page(() => import('../public/invoice-checkout/InvoiceDemoCheckoutPage').then((m) => m.InvoiceDemoCheckoutPage)),
              },
              // The client portal: its own lazily loaded chunk (PortalApp and its sections); no
              // portal code on the other public pages' first load.
              { path: `${portalPaths.root.path}/*`, ...page(() => import('../portal/PortalApp').then((m) => m.PortalApp)) },
              { path: '*', ...page(() => import('../public/not-found/NotFoundPage').then((m) => m.NotFoundPage)) },
            ],
          },
        ],
      },
      // The back-office: one lazily loaded chunk (AdminApp) with its own routes, so the public
      // pages never download its code.
      { path: `${adminPaths.root.path}/*`, ...page(() => import('../admin/AdminApp').then((m) => m.AdminApp)) },
      { path: paths.confirmation.path, ...page(() => import('../public/confirmation/ConfirmationPage').then((m) => m.ConfirmationPage)) },
      { path: paths.demoCheckout.path, ...page(() => import('../public/snow/DemoCheckoutPage').then((m) => m.DemoCheckoutPage)) },
    ],
  },
];

/** The application's routes, inside a BrowserRouter (browser) or a StaticRouter (server). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** Loads the code of the pages `pathname` shows (before hydrating or rendering on the server). */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}
