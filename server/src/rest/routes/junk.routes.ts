import { Router } from '../../kernel/http-routes';
import { RestCreatePickupRequestDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { jsonObject, respond, runOperation } from '../run-operation';

/** Legacy POST /api/junk/create: `floor` arrives as the string '0'…'3'. Mapping only. */
export function junkRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.post('/junk/create', async (req, res) => {
    const body = jsonObject(req.body);
    const input = {
      // An absent text field is sent as '' so validation reports every missing field at once.
      fullName: body.fullName ?? '',
      phone: body.phone ?? '',
      email: body.email ?? '',
      address: body.address ?? '',
      floor: typeof body.floor === 'string' && /^\d+$/.test(body.floor.trim()) ? Number(body.floor) : (body.floor ?? undefined),
      hasElevator: body.hasElevator ?? false,
      urgency: body.urgency ?? false,
      description: body.description ?? '',
      photos: body.photos ?? [],
      // The `Idempotency-Key` header (or the body's field): a repeat answers the first request (issue #32).
      idempotencyKey: req.get('Idempotency-Key') ?? body.idempotencyKey ?? undefined,
    };
    const result = await runOperation(operations, await createContext(req), RestCreatePickupRequestDocument, {
      input: input as never,
    });
    await respond(res, result, (data) => ({ status: 201, body: { id: Number(data.createPickupRequest.id) } }));
  });
  return router;
}
