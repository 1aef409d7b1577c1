import { Router } from '../../kernel/http-routes';
import { RestCreateServiceDocument, RestServiceFieldsFragment, RestServicesDocument, RestUpdateServicePriceDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { jsonObject, respond, runOperation } from '../run-operation';

/** The spec's service object: numeric id, lower-case category, price in dollars. */
const restService = (service: RestServiceFieldsFragment) => ({
  id: Number(service.id),
  name: service.name,
  label: service.label,
  category: service.category.toLowerCase(),
  price: service.price / 100,
});

/** Dollars → cents, forced ≥ 0 (spec §5); anything but a number reaches validation as is. */
const toCents = (price: unknown) => (typeof price === 'number' && Number.isFinite(price) ? Math.max(0, Math.round(price * 100)) : price);
const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** Legacy service prices under /api/admin/services. Mapping only: each runs one GraphQL operation. */
export function adminServicesRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();

  router.get('/admin/services', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestServicesDocument, {});
    await respond(res, result, (data) => ({ body: data.priceList.map(restService) }));
  });

  router.put('/admin/services/:id', async (req, res) => {
    const body = jsonObject(req.body);
    const input = { id: req.params.id, price: toCents(body.price ?? null) };
    const result = await runOperation(operations, await createContext(req), RestUpdateServicePriceDocument, { input: input as never });
    await respond(res, result, (data) => ({ body: restService(data.updateServicePrice) }));
  });

  router.post('/admin/services', async (req, res) => {
    const body = jsonObject(req.body);
    const input = {
      name: typeof body.name === 'string' ? body.name.trim() : (body.name ?? ''),
      label: typeof body.label === 'string' ? body.label.trim() : (body.label ?? ''),
      category: upper(body.category ?? 'BASE'),
      price: toCents(body.price ?? 0),
    };
    const result = await runOperation(operations, await createContext(req), RestCreateServiceDocument, { input: input as never });
    await respond(res, result, (data) => ({ status: 201, body: restService(data.createService) }));
  });

  return router;
}
