import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

/**
 * The HTTP server for an Express application, whose requests and responses are created with the
 * application's own prototypes (`app.request`, `app.response`) instead of node's plain ones.
 *
 * Express gives every request and response its prototypes with `Object.setPrototypeOf` when they
 * enter the application. Changing the prototype of a live object costs V8 a new hidden class per
 * object, and, measured under the bench's write load, kept each request's objects alive through
 * the young-generation collections: about a third of everything a request allocated was promoted to
 * the old generation (even with one connection at a time), which grew by tens of MB per second
 * until the next full collection (the server's RSS after the load: 240–340 MB). Created with the
 * right prototype, Express's `setPrototypeOf` finds it already set and changes nothing. Node's
 * documented `IncomingMessage`/`ServerResponse` options of `createServer` (expressjs/express#5998).
 */
export function createAppServer(app: Express): Server {
  const request = app.request as unknown as IncomingMessage;
  const response = app.response as unknown as ServerResponse;
  function AppRequest(...args: ConstructorParameters<typeof IncomingMessage>): IncomingMessage {
    return Reflect.construct(IncomingMessage, args, AppRequest) as IncomingMessage;
  }
  AppRequest.prototype = request;
  function AppResponse(...args: ConstructorParameters<typeof ServerResponse>): ServerResponse {
    return Reflect.construct(ServerResponse, args, AppResponse) as ServerResponse;
  }
  AppResponse.prototype = response;
  return createServer(
    { IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse },
    app,
  );
}
