import { SignedLinks } from '../auth/signed-links';

/** Where stored photos are served (web/photo-files.ts). */
export const PHOTO_ROUTE_PREFIX = '/files/photos/';
const HOUR_MS = 3_600_000;

/**
 * Same-origin, signed, expiring addresses of stored photos, for an <img> the page's CSP allows
 * (`img-src 'self'`) where the staff credential (a Bearer token) cannot travel. A link is made only
 * by a resolver that has checked the caller's right to see the photo (MANAGER and up, or the visit's
 * driver); the route checks the signature and the expiry on every request. The expiry is rounded up
 * to the next whole hour plus one (valid 1 to 2 hours), so the same photo keeps the same address
 * for an hour and the browser's cache serves it.
 */
export class PhotoLinks {
  constructor(private readonly links: SignedLinks) {}

  url(key: string, now: Date): string {
    const pathname = `${PHOTO_ROUTE_PREFIX}${key}`;
    const expiresAt = new Date((Math.floor(now.getTime() / HOUR_MS) + 2) * HOUR_MS);
    const { expires, signature } = this.links.sign(pathname, expiresAt);
    return `${pathname}?expires=${expires}&signature=${signature}`;
  }

  /** A signed link of another path (the pickup form's upload address), valid `ttlMs`. */
  sign(pathname: string, now: Date, ttlMs: number): string {
    const { expires, signature } = this.links.sign(pathname, new Date(now.getTime() + ttlMs));
    return `${pathname}?expires=${expires}&signature=${signature}`;
  }

  check(pathname: string, expires: unknown, signature: unknown, now: Date): boolean {
    return this.links.check(pathname, expires, signature, now) === 'valid';
  }
}
