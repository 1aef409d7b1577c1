import { setupServer } from 'msw/node';

/**
 * The one msw server of the client tests, started by testing/setup.ts. Tests add their handlers
 * with `server.use(graphql.mutation('CreatePickupRequest', …))`; unhandled requests fail the test.
 */
export const server = setupServer();
