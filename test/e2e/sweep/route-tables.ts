import path from 'node:path';
import { Role } from '../../../server/src/shared/roles';

interface Route {
  path: string;
}
interface ClientTables {
  paths: Record<string, Route>;
  portalPaths: Record<string, Route>;
  adminPaths: Record<string, Route>;
  ADMIN_PAGES: readonly { path: string; minRole: Role | null }[];
  PORTAL_SECTIONS: readonly { path: string }[];
  sectionHref: (section: { path: string }) => string;
  LANGUAGES: readonly string[];
}

/**
 * The client's modules, loaded at run time (Jest compiles them and maps @shared): typed here by
 * hand so that the server's type check (which covers test/) does not pull the client's sources in.
 */
function clientTables(): ClientTables {
  const load = (file: string) => require(path.resolve(__dirname, '../../../client/src', file)) as Partial<ClientTables>; // eslint-disable-line @typescript-eslint/no-require-imports
  return { ...load('lib/paths'), ...load('admin/pages.generated'), ...load('portal/sections.generated'), ...load('portal/section'), ...load('admin/kit/i18n/languages') } as ClientTables;
}

/** One route of the application's route tables, as the sweep visits it. */
export interface SweptRoute {
  /** The route's pattern (`/admin/events/:id`): the sweep fills its parameters from the seeded data. */
  pattern: string;
  area: 'public' | 'portal' | 'admin';
  /** Back-office: the lowest role that may open it; null = no staff session (sign-in, kiosk). */
  minRole: Role | null;
  /** The languages the screen offers. */
  languages: readonly string[];
}

/**
 * THE one place the sweep (test/e2e/sweep.e2e.test.ts) learns the routes: from the client's own
 * route tables (client/src/lib/paths.ts, and the tables `npm run codegen` generates from the pages'
 * own declarations: client/src/admin/pages.generated.ts, client/src/portal/sections.generated.ts),
 * never from a hand-kept list. When the client declares its pages another way, only this function changes.
 */
export function routeTables(): SweptRoute[] {
  const { paths, portalPaths, adminPaths, ADMIN_PAGES, PORTAL_SECTIONS, sectionHref, LANGUAGES } = clientTables();
  const routes: SweptRoute[] = [];
  const fr = ['fr'] as const;
  for (const route of Object.values(paths)) routes.push({ pattern: route.path, area: 'public', minRole: null, languages: fr });
  // The router's catch-all (client/src/app/router.tsx: path '*').
  routes.push({ pattern: '*', area: 'public', minRole: null, languages: fr });
  const portal = new Set<string>([...Object.values(portalPaths).map((route) => route.path), ...PORTAL_SECTIONS.map(sectionHref)]);
  for (const pattern of portal) routes.push({ pattern, area: 'portal', minRole: null, languages: fr });
  const roles = new Map<string, Role | null>(ADMIN_PAGES.map((page) => [page.path, page.minRole]));
  for (const route of Object.values(adminPaths)) {
    routes.push({ pattern: route.path, area: 'admin', minRole: roles.get(route.path) ?? null, languages: LANGUAGES });
  }
  // A page listed in the back-office's tables under a path paths.ts does not name is a route too.
  for (const [pattern, minRole] of roles) {
    if (!routes.some((route) => route.pattern === pattern)) routes.push({ pattern, area: 'admin', minRole, languages: LANGUAGES });
  }
  return routes;
}
