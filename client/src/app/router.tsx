import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../public/layout/PublicLayout';
import { RouteErrorScreen } from './ErrorScreen';
import { adminPaths, paths } from './paths';

/** Shown while the first page's code loads. */
function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Chargement…
    </p>
  );
}

/**
 * A page that talks to the API: its chunk and the GraphQL client's (Apollo) load together, so the
 * main chunk and the other pages carry no Apollo code.
 */
async function withGraphQL<M>(page: Promise<M>, component: (module: M) => ComponentType) {
  const [module, { withPublicApollo }] = await Promise.all([page, import('../lib/apollo/PublicApollo')]);
  return { Component: withPublicApollo(component(module)) };
}

/**
 * The public routes (spec §2). Pages are split into their own chunks with React Router's `lazy`,
 * which loads the code before the navigation commits (no blank page in between). The layout and
 * the error screen stay in the main chunk: they must render even when a chunk fails to load.
 */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen standalone />,
    HydrateFallback: PageLoading,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // A page that fails renders the error screen inside the layout, menus still usable.
            errorElement: <RouteErrorScreen />,
            children: [
              {
                index: true,
                lazy: () => import('../public/home/HomePage').then((m) => ({ Component: m.HomePage })),
              },
              {
                path: paths.snowQuote.path,
                lazy: () => withGraphQL(import('../public/snow/SnowQuotePage'), (m) => m.SnowQuotePage),
              },
              {
                path: paths.eventQuote.path,
                lazy: () => withGraphQL(import('../public/events/EventWizardPage'), (m) => m.EventWizardPage),
              },
              {
                path: paths.pickup.path,
                lazy: () => withGraphQL(import('../public/pickup/PickupPage'), (m) => m.PickupPage),
              },
              {
                path: paths.faq.path,
                lazy: () => import('../public/faq/FaqPage').then((m) => ({ Component: m.FaqPage })),
              },
              {
                path: paths.terms.path,
                lazy: () => import('../public/terms/TermsPage').then((m) => ({ Component: m.TermsPage })),
              },
              {
                path: paths.privacy.path,
                lazy: () => import('../public/privacy/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
              },
              {
                path: paths.services.path,
                lazy: () => import('../public/services/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
              },
              {
                path: '*',
                lazy: () => import('../public/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
              },
            ],
          },
        ],
      },
      {
        // The back-office: one lazily loaded chunk (AdminApp) with its own routes, so the public
        // pages never download its code.
        path: `${adminPaths.root.path}/*`,
        lazy: () => import('../admin/AdminApp').then((m) => ({ Component: m.AdminApp })),
      },
      {
        path: paths.confirmation.path,
        lazy: () => withGraphQL(import('../public/confirmation/ConfirmationPage'), (m) => m.ConfirmationPage),
      },
      {
        path: paths.demoCheckout.path,
        lazy: () => withGraphQL(import('../public/snow/DemoCheckoutPage'), (m) => m.DemoCheckoutPage),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
