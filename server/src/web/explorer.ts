import fs from 'node:fs';
import path from 'node:path';
import { NextFunction, Request, Response } from 'express';

/**
 * GET /graphql from a browser (Accept: text/html) serves the self-made explorer page built by Vite
 * (client/explorer.html → build/client/explorer.html; its script and style are files under
 * /assets, so the CSP needs no exception). The page loads for everyone; the API behind it still
 * requires a token (and introspection is closed to anonymous callers in production). Any other
 * request goes on to the GraphQL server.
 */
export function explorerPage(clientDir: string) {
  const file = path.join(clientDir, 'explorer.html');
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' || req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) !== 'text/html') return next();
    if (!fs.existsSync(file)) {
      res.status(503).type('text/plain; charset=utf-8').send('The explorer is not built yet: run "npm run build".');
      return;
    }
    res.status(200).type('html').set('Cache-Control', 'no-cache').sendFile(file);
  };
}
