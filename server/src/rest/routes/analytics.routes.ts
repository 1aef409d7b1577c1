import { Router } from '../../kernel/http-routes';
import { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ErrorCode } from '../../shared/errors';
import { HTTP_MESSAGES } from '../../shared/messages.fr';
import {
  RestAnalyticsDailyDocument,
  RestAnalyticsDevicesDocument,
  RestAnalyticsRealtimeDocument,
  RestAnalyticsSourcesDocument,
  RestAnalyticsSummaryDocument,
  RestAnalyticsTopCitiesDocument,
  RestAnalyticsTopPagesDocument,
  RestOrderStatsDocument,
  RestRecentOrdersDocument,
  RestRecordPageViewDocument,
} from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { jsonObject, respond, runOperation } from '../run-operation';

/** 4 kB (the `bytes` package's kb: 1,024 bytes). */
export const COLLECT_BODY_LIMIT = 4 * 1024;

/** A string, or undefined for anything else (validation then sees a missing optional field). */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * POST /api/collect {path, referrer?, utmSource?} → 204: the public site's page-view beacon, mapped
 * to the recordPageView mutation. navigator.sendBeacon can only send a "simple" request, so this one
 * path also accepts a text/plain body holding the JSON (parsed here, 4 kB at most). It is mounted
 * before the router's JSON-only guard: a cross-site form posting here can only add one page view,
 * which is the same thing any visitor can do.
 */
export function collectRoute({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  router.post('/collect', { kind: 'text', types: ['text/plain', 'application/json'], limit: COLLECT_BODY_LIMIT }, async (req, res) => {
    let body: Record<string, unknown>;
    try {
      body = jsonObject(typeof req.body === 'string' && req.body ? JSON.parse(req.body) : {});
    } catch {
      res.status(400).json({ error: HTTP_MESSAGES.malformedJson, code: ErrorCode.BAD_REQUEST });
      return;
    }
    const input = { path: text(body.path) ?? '', referrer: text(body.referrer) ?? null, utmSource: text(body.utmSource) ?? null };
    const result = await runOperation(operations, await createContext(req), RestRecordPageViewDocument, { input });
    await respond(res, result, () => ({ status: 204, body: null }));
  });
  return router;
}

/** GET /api/admin/analytics/* (back-office.md §3 and §7): each one query, its result as the body (MANAGER and above). */
export function analyticsRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();
  const get = <TData>(path: string, document: TypedDocumentNode<TData, Record<string, never>>, pick: (data: TData) => unknown) => {
    router.get(path, async (req, res) => {
      const result = await runOperation(operations, await createContext(req), document, {});
      await respond(res, result, (data) => ({ body: pick(data) }));
    });
  };
  get('/admin/analytics/summary', RestAnalyticsSummaryDocument, (d) => d.analyticsSummary);
  get('/admin/analytics/realtime', RestAnalyticsRealtimeDocument, (d) => d.analyticsRealtime);
  get('/admin/analytics/daily', RestAnalyticsDailyDocument, (d) => d.analyticsDaily);
  get('/admin/analytics/top-cities', RestAnalyticsTopCitiesDocument, (d) => d.analyticsTopCities);
  get('/admin/analytics/top-pages', RestAnalyticsTopPagesDocument, (d) => d.analyticsTopPages);
  get('/admin/analytics/devices', RestAnalyticsDevicesDocument, (d) => d.analyticsDevices);
  get('/admin/analytics/sources', RestAnalyticsSourcesDocument, (d) => d.analyticsSources);
  // Dashboard orders (§3): Recent order {id, client, type, date} and Order stat {date, count}.
  get('/admin/recent-orders', RestRecentOrdersDocument, (d) => d.recentOrders);
  get('/admin/order-stats', RestOrderStatsDocument, (d) => d.orderStats);
  return router;
}
