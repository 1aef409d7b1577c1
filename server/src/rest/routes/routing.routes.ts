import { Router } from '../../kernel/http-routes';
import { RestToursDocument } from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { respond, runOperation } from '../run-operation';

/**
 * GET /api/routing/tours?date=YYYY-MM-DD (back-office.md §7) → the day's tours in §3's shape
 * { id, date, zone, type, status ('planifiée' | 'en cours' | 'terminée'), heure (HH:MM) }, plus
 * name, planned, urgent, stopCount and stops. Without `date`: today in America/Toronto.
 */
export function routingRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.get('/routing/tours', async (req, res) => {
    // Absent: today; repeated or nested: refused like a bad date.
    const date = req.query.date === undefined ? null : typeof req.query.date === 'string' ? req.query.date : '';
    const result = await runOperation(operations, await createContext(req), RestToursDocument, { date });
    await respond(res, result, (data) => ({
      body: data.tours.map(({ status: _status, statusLabel, id, stops, ...tour }) => ({
        ...tour,
        id: id === null || id === undefined ? null : Number(id),
        status: statusLabel,
        stops: stops.map((stop) => ({ ...stop, orderId: Number(stop.orderId) })),
      })),
    }));
  });
  return router;
}
