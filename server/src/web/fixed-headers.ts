import type { ServerResponse } from 'node:http';
import type { HttpRequest, Next, Step } from '../kernel/node-http';

/**
 * Runs a middleware that only sets headers that do not depend on the request (helmet with static
 * directives: no nonce or other function) once at start-up, and answers each request with the same
 * headers, without rebuilding them through its dozen middlewares per request.
 */
export function fixedHeaders(middleware: (req: HttpRequest, res: ServerResponse, next: Next) => void): Step {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let passed = false;
  middleware({ headers: {} } as HttpRequest, recorder as unknown as ServerResponse, () => {
    passed = true;
  });
  if (!passed || !set.length) throw new Error('fixedHeaders: the middleware must set headers and call next() at once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
