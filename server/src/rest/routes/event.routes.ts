import { Router } from '../../kernel/http-routes';
import { EQUIPMENT_TYPES, EVENT_SERVICES } from '../../shared/pricing/event-quote';
import { RestSubmitEventRequestDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { jsonObject, respond, runOperation } from '../run-operation';

/** A number sent as a JSON number or a numeric string; absent, null or '' gives the default; anything else goes through for validation to reject. */
function numeric(value: unknown, fallback: number): unknown {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/** The documented keys of an object of counts or flags; a non-object goes through for validation to reject. */
function pick(value: unknown, keys: readonly string[], map: (v: unknown) => unknown): unknown {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined && source[key] !== null).map((key) => [key, map(source[key])]));
}

/**
 * Legacy POST /api/event (public-site.md §3 and §7). Mapping only: `totalPrice` is not passed on,
 * the server prices the request itself. Answers 201 `{ id, reference }`.
 */
export function eventRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.post('/event', async (req, res) => {
    const body = jsonObject(req.body);
    const input = {
      // An absent text field is sent as '' so validation reports every missing field at once.
      eventName: body.eventName ?? '',
      eventType: body.eventType ?? '',
      participants: numeric(body.participants, 0),
      dateStart: body.dateStart ?? '',
      dateEnd: body.dateEnd ?? '',
      address: body.address ?? '',
      superficie: numeric(body.superficie, 0),
      zones: numeric(body.zones, 0),
      commentaires: body.commentaires ?? '',
      materials: pick(body.materials, EQUIPMENT_TYPES, (v) => numeric(v, 0)),
      // Optional (issue #25): the counts asked before the form capped them; never priced.
      ...(body.askedMaterials !== undefined && body.askedMaterials !== null && { askedMaterials: pick(body.askedMaterials, EQUIPMENT_TYPES, (v) => numeric(v, 0)) }),
      services: pick(body.services, EVENT_SERVICES, (v) => v),
      staffCount: numeric(body.staffCount, 1),
      // Catalogue items staff added in Tarification (issue #28): [{ code, quantity }], validated by the schema.
      ...(Array.isArray(body.extras) && { extras: body.extras }),
      companyName: body.companyName ?? '',
      neq: body.neq ?? '',
      email: body.email ?? '',
      phone: body.phone ?? '',
      website: body.website ?? '',
      sendCopy: body.sendCopy ?? true,
      // The `Idempotency-Key` header (or the body's field): a repeat answers the first request (issue #32).
      idempotencyKey: req.get('Idempotency-Key') ?? body.idempotencyKey ?? undefined,
    };
    const result = await runOperation(operations, await createContext(req), RestSubmitEventRequestDocument, { input: input as never });
    await respond(res, result, (data) => ({
      status: 201,
      body: { id: Number(data.submitEventRequest.id), reference: data.submitEventRequest.reference },
    }));
  });
  return router;
}
