import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where stored photos are served (pickup/photo-files.routes.ts). */
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
  private readonly key: Buffer;

  /** `secret`: JWT_SECRET; the key is derived for this purpose only (changing JWT_SECRET revokes every link). */
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('photo-links/v1').digest();
  }

  private mac(pathname: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${pathname}\n${expires}`).digest('base64url');
  }

  url(key: string, now: Date): string {
    const pathname = `${PHOTO_ROUTE_PREFIX}${key}`;
    const expiresAt = new Date((Math.floor(now.getTime() / HOUR_MS) + 2) * HOUR_MS);
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    return `${pathname}?expires=${expires}&signature=${this.mac(pathname, expires)}`;
  }

  /** A signed link of another path (the pickup form's upload address), valid `ttlMs`. */
  sign(pathname: string, now: Date, ttlMs: number): string {
    const expires = String(Math.floor((now.getTime() + ttlMs) / 1000));
    return `${pathname}?expires=${expires}&signature=${this.mac(pathname, expires)}`;
  }

  check(pathname: string, expires: unknown, signature: unknown, now: Date): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    const expected = Buffer.from(this.mac(pathname, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) && Number(expires) * 1000 > now.getTime();
  }
}
