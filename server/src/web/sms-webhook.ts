import { Router } from '../kernel/http-routes';
import type { Logger } from 'pino';
import type { SmsService } from '../modules/sms/sms.service';
import { smsKeyword } from '../shared/sms';

export interface SmsWebhookDeps {
  sms: SmsService;
  /** TWILIO_AUTH_TOKEN: the key of the X-Twilio-Signature; null = the route answers 404 (no provider). */
  authToken: string | null;
  /** PUBLIC_URL: Twilio signs the full address it called. */
  publicUrl: string;
  now: () => Date;
  log: Logger;
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * POST /api/sms/inbound — Twilio's "A message comes in" webhook (form-encoded). The X-Twilio-Signature
 * (HMAC-SHA1 of the public URL and the sorted parameters with TWILIO_AUTH_TOKEN) is checked with the
 * twilio package: a missing or wrong one gets 403 and changes nothing. STOP (and ARRÊT…) withdraws every
 * SMS consent on the sender's number and cancels its pending SMS; START restores what STOP withdrew.
 * The answer is an empty TwiML: Twilio's own opt-out handling sends the carrier's confirmation.
 */
export function createSmsWebhookRouter(deps: SmsWebhookDeps): Router {
  const router = new Router();
  router.post('/sms/inbound', { kind: 'form', limit: 64 * 1024 }, async (req, res) => {
    if (!deps.authToken) return void res.status(404).json({ error: 'Aucun fournisseur de textos configuré.', code: 'NOT_FOUND' });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (start-up time)
    const { validateRequest } = require('twilio') as typeof import('twilio');
    const params = (req.body ?? {}) as Record<string, string>;
    const url = `${deps.publicUrl.replace(/\/$/, '')}${req.url}`;
    const signature = req.get('x-twilio-signature') ?? '';
    if (!signature || !validateRequest(deps.authToken, signature, url, params)) {
      deps.log.warn({ url }, 'sms: webhook refusé (signature Twilio invalide)');
      return void res.status(403).setHeader('Cache-Control', 'no-store').json({ error: 'Signature invalide.', code: 'FORBIDDEN' });
    }
    const keyword = smsKeyword(String(params.Body ?? ''));
    if (keyword) {
      const changed = await deps.sms.inbound(String(params.From ?? ''), keyword, deps.now());
      deps.log.info({ keyword, changed }, 'sms: mot-clé reçu');
    }
    res.status(200).setHeader('Content-Type', 'text/xml; charset=utf-8').setHeader('Cache-Control', 'no-store').send(EMPTY_TWIML);
  });
  return router;
}
