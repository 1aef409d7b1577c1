import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';
import { TEST_NOW } from '../../testing/app';

export const TEST_STRIPE_KEY = 'sk_test_fake_0123456789';
export const TEST_WEBHOOK_SECRET = 'whsec_test_fake_secret';

/** Turns Stripe's form encoding (`line_items[0][price_data][currency]=cad`) back into objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  customer_email: string;
  metadata: Record<string, string>;
  line_items: { name: string; amount: number; currency: string; quantity: number }[];
  locale: string;
  success_url: string;
  cancel_url: string;
  payment_status: 'unpaid';
}

/**
 * A local HTTP server standing in for Stripe's API (the stripe package is pointed at it with
 * host/port/protocol). It creates one Checkout Session per Idempotency-Key, like Stripe, even for
 * a request it never answers (a timeout after Stripe did the work). `failNext(n)` answers the next
 * n requests with 500; `hangNext(n)` never answers them.
 */
export interface FakeStripe {
  readonly url: string;
  readonly requests: FakeStripeRequest[];
  /** Sessions by idempotency key. */
  readonly sessions: Map<string, FakeCheckoutSession>;
  failNext(times: number): void;
  hangNext(times: number): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const sockets = new Set<Socket>();
  let failures = 0;
  let hangs = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: req.url ?? '', idempotencyKey, authorization: req.headers.authorization, body });
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(4).toString('hex')}` });
      res.end(JSON.stringify(payload));
    };
    if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
      json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      return;
    }
    if (failures > 0) {
      failures -= 1;
      json(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
      return;
    }
    const key = idempotencyKey ?? randomBytes(8).toString('hex');
    let session = sessions.get(key);
    if (!session) {
      const id = `cs_test_${randomBytes(24).toString('hex')}`;
      const lines = (body.line_items as { quantity: string; price_data: { currency: string; unit_amount: string; product_data: { name: string } } }[]).map(
        (item) => ({
          name: item.price_data.product_data.name,
          amount: Number(item.price_data.unit_amount),
          currency: item.price_data.currency,
          quantity: Number(item.quantity),
        }),
      );
      session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        amount_total: lines.reduce((sum, line) => sum + line.amount * line.quantity, 0),
        currency: 'cad',
        customer_email: String(body.customer_email),
        metadata: body.metadata as Record<string, string>,
        line_items: lines,
        locale: String(body.locale),
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        payment_status: 'unpaid',
      };
      sessions.set(key, session);
    }
    if (hangs > 0) {
      hangs -= 1;
      return; // never answered: the client times out
    }
    json(200, session);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    failNext: (times) => {
      failures = times;
    },
    hangNext: (times) => {
      hangs = times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The environment that points the application at a fake Stripe. */
export function stripeEnv(fake: Pick<FakeStripe, 'url'>, timeoutMs = 1500): Record<string, string> {
  return { STRIPE_SECRET_KEY: TEST_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_BASE: fake.url, STRIPE_TIMEOUT_MS: String(timeoutMs) };
}

export interface SessionFields {
  id: string;
  payment_status?: 'paid' | 'unpaid' | 'no_payment_required';
  metadata?: Record<string, string>;
  customer_details?: { name: string | null; email?: string };
}

/** A Stripe event body as Stripe sends it (pretty-printed JSON: the signature covers these exact bytes). */
export function stripeEventPayload(type: string, session: SessionFields, eventId = `evt_${randomBytes(12).toString('hex')}`): string {
  return JSON.stringify(
    {
      id: eventId,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(TEST_NOW.getTime() / 1000),
      type,
      livemode: false,
      data: { object: { object: 'checkout.session', payment_status: 'unpaid', metadata: {}, ...session } },
    },
    null,
    2,
  );
}

/** The `Stripe-Signature` header for a payload, signed at `timestamp` (seconds; the test clock by default). */
export function signStripePayload(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(TEST_NOW.getTime() / 1000),
  });
}
