import { Router } from '../../kernel/http-routes';
import { RestEventFieldsFragment, RestEventRequestDocument, RestEventRequestsDocument, RestResendEventQuoteDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { respond, runOperation } from '../run-operation';

const dollars = (cents: number) => cents / 100;

/** back-office.md §7's event shape: amounts in dollars, lower-case status; submissions have no account, so `user` is null. */
function legacyEvent(event: RestEventFieldsFragment) {
  return {
    ...event,
    id: Number(event.id),
    status: event.status.toLowerCase(),
    user: null,
    subtotal: dollars(event.subtotal),
    gst: dollars(event.gst),
    qst: dollars(event.qst),
    total: dollars(event.total),
    totalPrice: dollars(event.total),
    materials: event.materials.map((m) => ({ ...m, unitPrice: dollars(m.unitPrice), lineTotal: dollars(m.lineTotal) })),
    services: event.services.map((s) => ({ ...s, price: dollars(s.price) })),
  };
}

/** Legacy back-office event paths (back-office.md §7), MANAGER and up through the GraphQL operations. */
export function adminEventsRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.get('/admin/events', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestEventRequestsDocument, { take: 500 });
    await respond(res, result, (data) => ({ body: { events: data.eventRequests.map(legacyEvent) } }));
  });
  router.get('/admin/events/:id', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestEventRequestDocument, { id: req.params.id });
    await respond(res, result, (data) => ({ body: legacyEvent(data.eventRequest) }));
  });
  router.post('/admin/events/:id/resend', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestResendEventQuoteDocument, { id: req.params.id });
    await respond(res, result, () => ({ status: 202, body: { queued: true } }));
  });
  return router;
}
