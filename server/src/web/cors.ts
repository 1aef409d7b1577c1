import { sendEmpty, Step, vary } from '../kernel/node-http';

const ALLOWED_HEADERS = 'Authorization, Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

/**
 * CORS for the listed origins only; with none listed (the default) no CORS header is ever sent,
 * so browsers keep the API same-origin. Credentials are bearer tokens, never cookies: no
 * Allow-Credentials, and the origin is echoed only when it is listed (never `*`).
 */
export function cors(origins: readonly string[]): Step {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (allowed.size === 0 || !origin) return next();
    vary(res, 'Origin');
    if (!allowed.has(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      sendEmpty(res, 204);
      return;
    }
    next();
  };
}
