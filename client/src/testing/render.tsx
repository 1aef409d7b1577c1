import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { SiteConfig } from '@shared/site-config';
import { AppProviders } from '../app/App';
import { appRoutes } from '../app/router';
import { createApolloClient } from '../lib/apollo/client';
import { clearGraphQLCache } from '../lib/public-graphql/graphql-fetch';
import { readSiteConfig } from '../lib/site-config';

/**
 * Where requests go in tests (jsdom's page is http://localhost/; Node's fetch needs an absolute URL),
 * for the public pages' fetch helper and the Apollo client alike; msw intercepts it.
 */
export const TEST_GRAPHQL_URL = 'http://localhost/graphql';

export interface RenderOptions {
  /** The URL the memory router starts at (or a location with navigation state). */
  route?: InitialEntry;
  /** The route pattern `ui` is mounted on ('*' by default: any URL shows it). */
  path?: string;
  /** More routes beside `ui`, e.g. a stand-in for the page a form navigates to. */
  routes?: RouteObject[];
  /** Defaults to what the document's site-config element says, as in the browser. */
  siteConfig?: SiteConfig;
  /** Passed to userEvent.setup, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export type RenderWithProvidersResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  /** For back-office components rendered on their own (AdminApp brings its own client otherwise). */
  client: ApolloClient;
  user: UserEvent;
};

/** Renders `ui` inside the app's providers and a memory router, with a fresh Apollo cache and no
 * GraphQL answer kept by the public pages' helper (a new visit). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const { route = '/', path = '*', routes = [] } = options;
  // A pathless root so routes with loaders have something to show while they first load.
  const root: RouteObject = { hydrateFallbackElement: <p>Chargement…</p>, children: [{ path, element: ui }, ...routes] };
  return renderRoutes([root], route, options);
}

/** Renders the application's real route tree (layout, lazy pages, error screens) at `route`. */
export function renderApp(options: Omit<RenderOptions, 'path' | 'routes'> = {}): RenderWithProvidersResult {
  return renderRoutes(appRoutes, options.route ?? '/', options);
}

function renderRoutes(routes: RouteObject[], route: InitialEntry, options: RenderOptions): RenderWithProvidersResult {
  clearGraphQLCache();
  const client = createApolloClient({ uri: TEST_GRAPHQL_URL });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  // No pause between a user's keystrokes and clicks (user-event's default waits a timer turn after each):
  // the same events in the same order, a fifth less CPU in the typing-heavy files (issue #31). Tests that pass
  // their own options (fake timers: `advanceTimers`) keep user-event's default.
  const user = userEvent.setup(options.userOptions ?? { delay: null });
  const result = render(
    <ApolloProvider client={client}>
      <AppProviders siteConfig={options.siteConfig ?? readSiteConfig(document)}>
        <RouterProvider router={router} />
      </AppProviders>
    </ApolloProvider>,
  );
  return { ...result, router, client, user };
}
