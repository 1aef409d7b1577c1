import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedLinkCheck = 'valid' | 'expired' | 'invalid';

/** The query parameters of a signed link: `?expires=<unix seconds>&signature=<base64url HMAC>`. */
export interface LinkSignature {
  expires: string;
  signature: string;
}

/**
 * Links that open one path without a staff credential until they expire (the quote PDF a browser
 * opens, or one sent to a client). The signature is HMAC-SHA256 over the path and the expiry, with
 * a key derived from JWT_SECRET for this purpose only (so a link signature can never serve as a
 * session token, nor the reverse). Changing JWT_SECRET revokes every link. Stateless: any server
 * process sharing the secret checks it.
 */
export class SignedLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('signed-links/v1').digest();
  }

  sign(pathname: string, expiresAt: Date): LinkSignature {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    return { expires, signature: this.mac(pathname, expires) };
  }

  /** A tampered path, expiry or signature is 'invalid'; a genuine one past its expiry is 'expired'. */
  check(pathname: string, expires: unknown, signature: unknown, now: Date): SignedLinkCheck {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.mac(pathname, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 > now.getTime() ? 'valid' : 'expired';
  }

  private mac(pathname: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${pathname}\n${expires}`).digest('base64url');
  }
}
