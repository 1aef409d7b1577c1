import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../public/layout/PublicLayout';
import { RouteErrorScreen } from './ErrorScreen';
import { adminPaths, paths, portalPaths } from './paths';

/** Shown while the first page's code loads. */
function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Chargement…
    </p>
  );
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
                lazy: () => import('../public/snow/SnowQuotePage').then((m) => ({ Component: m.SnowQuotePage })),
              },
              {
                path: paths.eventQuote.path,
                lazy: () => import('../public/events/EventWizardPage').then((m) => ({ Component: m.EventWizardPage })),
              },
              {
                path: paths.pickup.path,
                lazy: () => import('../public/pickup/PickupPage').then((m) => ({ Component: m.PickupPage })),
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
                // The client portal: its own lazily loaded chunk (PortalApp and its sections); no
                // portal code on the other public pages' first load.
                path: `${portalPaths.root.path}/*`,
                lazy: () => import('../portal/PortalApp').then((m) => ({ Component: m.PortalApp })),
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
        lazy: () => import('../public/confirmation/ConfirmationPage').then((m) => ({ Component: m.ConfirmationPage })),
      },
      {
        path: paths.demoCheckout.path,
        lazy: () => import('../public/snow/DemoCheckoutPage').then((m) => ({ Component: m.DemoCheckoutPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
