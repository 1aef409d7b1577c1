import { graphql, HttpResponse } from 'msw';
import type { ErrorCode } from '@shared/errors';
import { ERROR_MESSAGES } from '@shared/messages.fr';
import { Role } from '@shared/roles';
import type { AdminMeQuery, AdminUsersQuery } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { renderApp, type RenderWithProvidersResult } from '../../testing/render';
import { TOKEN_KEY } from '../kit/token-storage';

/** base64url of the value's UTF-8 JSON, as a JWT encodes its parts. */
const base64Url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A token shaped like the server's (payload with role and exp in seconds); its signature is fake. */
export function fakeToken({ role = Role.ADMIN, exp = Math.floor(Date.now() / 1000) + 3600, sub = '1' }: { role?: string; exp?: number; sub?: string } = {}): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub, role, exp, iat: exp - 3600 })}.signature`;
}

export type MeUser = AdminMeQuery['me'] & { __typename: 'User' };

export function staffUser(role: Role, overrides: Partial<MeUser> = {}): MeUser {
  const email = `${role.toLowerCase()}@services-mauricie.test`;
  return { __typename: 'User', id: '1', email, name: null, firstName: null, lastName: null, displayName: email, mustChangePassword: false, role, ...overrides };
}

/** Signs a browser session in (session storage, as without 'Se souvenir de moi') and lets the server accept it. */
export function signIn(role: Role, overrides: Partial<MeUser> = {}): { token: string; user: MeUser } {
  const user = staffUser(role, overrides);
  const token = fakeToken({ role, sub: user.id });
  window.sessionStorage.setItem(TOKEN_KEY, token);
  acceptMe(user);
  return { token, user };
}

/** AdminMe answers with `user`; returns the Authorization headers received. */
export function acceptMe(user: MeUser): (string | null)[] {
  const authorizations: (string | null)[] = [];
  serveQuietDashboard();
  server.use(
    graphql.query('AdminMe', ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return HttpResponse.json({ data: { me: user, inSnowSeason: false } });
    }),
    // Sign-out ends the session on the server (issue #27).
    graphql.mutation('AdminLogout', () => HttpResponse.json({ data: { logout: true } })),
    // The punch screen (where /admin sends an EMPLOYEE): off shift, no entries.
    graphql.query('MyPunchScreen', () =>
      HttpResponse.json({
        data: {
          me: { __typename: 'User', id: String(user.id), role: user.role },
          myTimeClockStatus: { __typename: 'TimeClockStatus', serverTime: new Date().toISOString(), openEntry: null },
          myTimeSheet: { __typename: 'TimeSheet', from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString(), entries: [] },
        },
      }),
    ),
  );
  return authorizations;
}

/** A GraphQL error answer the way the server formats it (`extensions.code`, `category`, optional fieldErrors). */
export function graphQLError(
  code: ErrorCode,
  message: string = ERROR_MESSAGES[code],
  extensions: Record<string, unknown> = {},
): Response {
  return httpAnswer(200, JSON.stringify({ data: null, errors: [{ message, extensions: { code, ...extensions } }] }), 'application/json');
}

/** A non-GraphQL answer (a proxy's page, a middleware's JSON error), as fetch would see it. */
export function httpAnswer(status: number, body: string, contentType = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

/**
 * A page of a cursor connection the way the server answers it, paged for real over `nodes` by the
 * query's `first`/`after` variables (cursor 'c<index>'), for msw handlers of paginated lists.
 */
export function connectionOf<N>(name: string, nodes: readonly N[], variables: { first?: unknown; after?: unknown } = {}) {
  const start = typeof variables.after === 'string' ? Number(variables.after.slice(1)) + 1 : 0;
  const first = typeof variables.first === 'number' ? variables.first : 20;
  const page = nodes.slice(start, start + first);
  const edges = page.map((node, i) => ({ __typename: `${name}Edge`, cursor: `c${start + i}`, node }));
  return {
    __typename: `${name}Connection`,
    totalCount: nodes.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage: start + first < nodes.length, endCursor: edges.at(-1)?.cursor ?? null },
    edges,
  };
}

export type ListedUser = AdminUsersQuery['usersConnection']['edges'][number]['node'] & { __typename: 'User' };

export function listedUser(id: string, role: Role, email: string, overrides: Partial<ListedUser> = {}): ListedUser {
  return {
    __typename: 'User',
    id,
    email,
    name: null,
    firstName: null,
    lastName: null,
    displayName: overrides.name ?? email,
    hireDate: null,
    mustChangePassword: false,
    role,
    createdAt: '2026-01-15T15:00:00.000Z',
    disabledAt: null,
    ...overrides,
  };
}

/** The real app at an /admin route (lazy back-office chunk included), with storage as the test left it. */
export function renderAdmin(route: string): RenderWithProvidersResult {
  return renderApp({ route });
}

/** The dashboard (where sign-in lands) and the tours answer with no data, so tests about other screens need not mock them. */
export function serveQuietDashboard(): void {
  const days = Array.from({ length: 7 }, (_, i) => `2026-11-${String(15 + i).padStart(2, '0')}`);
  server.use(
    graphql.query('DashboardMetrics', () => HttpResponse.json({ data: { orderMetrics: { totalOrdersThisMonth: 0, estimatedRevenue: 0, byService: [] } } })),
    graphql.query('AdminTours', () => HttpResponse.json({ data: { tours: [] } })),
    graphql.query('DashboardRevenue', () => HttpResponse.json({ data: { revenueByMonth: [] } })),
    graphql.query('DashboardOrders', () => HttpResponse.json({ data: { recentOrders: [], orderStats: days.map((date) => ({ date, count: 0, byService: [] })) } })),
    graphql.query('DashboardAnalytics', () =>
      HttpResponse.json({
        data: {
          analyticsSummary: { users: 0, sessions: 0, avgSessionDuration: 0, bounceRate: 0 },
          analyticsRealtime: { activeUsers: 0 },
          analyticsDaily: days.map((date) => ({ date, users: 0 })),
          analyticsTopCities: [],
          analyticsTopPages: [],
          analyticsDevices: [],
          analyticsSources: [],
        },
      }),
    ),
  );
}
