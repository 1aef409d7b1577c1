import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The public layout's page-view beacon (public/analytics): accepted silently in every test. */
export const collectHandler = http.post('*/api/collect', () => new HttpResponse(null, { status: 204 }));

/**
 * The one msw server of the client tests, started by testing/setup.ts. Tests add their handlers
 * with `server.use(graphql.mutation('CreatePickupRequest', …))`; unhandled requests fail the test.
 * The page-view beacon is handled by default.
 */
export const server = setupServer(collectHandler);
