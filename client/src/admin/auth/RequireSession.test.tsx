import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, ws } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import { server } from '../../testing/msw/server';
import { serveInventory, servePickupRequests, serveServices } from '../testing/ops-fixtures';
import { acceptMe, fakeToken, graphQLError, renderAdmin, serveQuietDashboard, signIn, staffUser } from '../testing/admin-fixtures';
import { clearToken, ROLE_KEY, TOKEN_KEY } from '../kit/token-storage';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The router's pathname once the redirects settle on a page with `title`. */
async function landsOn(router: ReturnType<typeof renderAdmin>['router'], title: string) {
  await heading(title);
  return router.state.location.pathname;
}

describe('session guard', () => {
  beforeEach(() => serveQuietDashboard());
  it('says “Chargement…” while the server checks the token, then shows the page', async () => {
    const token = fakeToken({ role: Role.MANAGER });
    sessionStorage.setItem(TOKEN_KEY, token);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const authorizations: (string | null)[] = [];
    server.use(
      graphql.query('AdminMe', async ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        await answered;
        return HttpResponse.json({ data: { me: staffUser(Role.MANAGER) } });
      }),
    );
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement…');
    answer();
    await heading('Tableau de bord');
    expect(authorizations).toEqual([`Bearer ${token}`]);
    expect(localStorage.getItem(ROLE_KEY)).toBe('MANAGER');
  });

  it('sends visitors without a token to /admin/login, replacing history, without asking the server', async () => {
    const { router } = renderAdmin('/admin/dashboard');
    expect(await landsOn(router, 'Espace administrateur')).toBe('/admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does not even ask the server with an expired token, and forgets it', async () => {
    sessionStorage.setItem(TOKEN_KEY, fakeToken({ role: Role.ADMIN, exp: Math.floor(Date.now() / 1000) - 5 }));
    const { router } = renderAdmin('/admin/parametres');
    expect(await landsOn(router, 'Espace administrateur')).toBe('/admin/login');
    await waitFor(() => expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull());
  });

  it('sends to /admin/login on a refusal, an error or no answer at all', async () => {
    for (const answer of [
      () => graphQLError(ErrorCode.UNAUTHENTICATED, 'Session expirée. Merci de vous reconnecter.'),
      () => graphQLError(ErrorCode.INTERNAL),
      () => HttpResponse.error(),
    ]) {
      sessionStorage.setItem(TOKEN_KEY, fakeToken({ role: Role.ADMIN }));
      server.use(graphql.query('AdminMe', answer));
      const { router, unmount } = renderAdmin('/admin/dashboard');
      expect(await landsOn(router, 'Espace administrateur')).toBe('/admin/login');
      unmount();
    }
  });

  it('reads the token again on every navigation: Back right after signing out shows no page from the cache', async () => {
    signIn(Role.MANAGER);
    serveServices();
    serveInventory();
    const { router } = renderAdmin('/admin/dashboard');
    await heading('Tableau de bord');
    await act(() => router.navigate('/admin/tarification'));
    await heading('Administration');
    // « Déconnexion » forgot the token; Back was pressed before the login page was rendered.
    clearToken();
    await act(() => router.navigate(-1));
    expect(await landsOn(router, 'Espace administrateur')).toBe('/admin/login');
    expect(screen.queryByRole('heading', { level: 1, name: 'Tableau de bord' })).not.toBeInTheDocument();
  });

  it('ends the session when any later request is refused', async () => {
    signIn(Role.ADMIN);
    serveServices();
    serveInventory();
    server.use(graphql.query('AdminUsers', () => graphQLError(ErrorCode.UNAUTHENTICATED, 'Session expirée. Merci de vous reconnecter.')));
    const { router } = renderAdmin('/admin/tarification');
    expect(await landsOn(router, 'Espace administrateur')).toBe('/admin/login');
    expect(screen.getByText('Session expirée. Reconnecte-toi.')).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('role guard and /admin', () => {
  it('sends an EMPLOYEE from /admin to the time clock, and every other role to the dashboard', async () => {
    for (const [role, title, path] of [
      [Role.EMPLOYEE, 'Pointage', '/admin/punch'],
      [Role.MANAGER, 'Tableau de bord', '/admin/dashboard'],
      [Role.ADMIN, 'Tableau de bord', '/admin/dashboard'],
      [Role.SUPERADMIN, 'Tableau de bord', '/admin/dashboard'],
    ] as const) {
      signIn(role);
      const { router, unmount } = renderAdmin('/admin');
      expect(await landsOn(router, title)).toBe(path);
      unmount();
    }
  });

  it('sends an EMPLOYEE away from manager pages (through /admin to the time clock) but lets them open settings', async () => {
    signIn(Role.EMPLOYEE);
    for (const path of ['/admin/dashboard', '/admin/tarification', '/admin/events', '/admin/events/12', '/admin/logs']) {
      const { router, unmount } = renderAdmin(path);
      expect(await landsOn(router, 'Pointage')).toBe('/admin/punch');
      unmount();
    }
    const { router } = renderAdmin('/admin/parametres');
    expect(await landsOn(router, 'Paramètres')).toBe('/admin/parametres');
  });

  it('opens every page to a MANAGER, with its title', async () => {
    signIn(Role.MANAGER);
    servePickupRequests();
    serveServices();
    serveInventory();
    server.use(
      graphql.query('AdminEventRequests', () =>
        HttpResponse.json({ data: { eventRequestsConnection: { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 } } }),
      ),
      graphql.query('AdminEventRequest', () => graphQLError(ErrorCode.NOT_FOUND, 'Événement introuvable')),
      graphql.query('AdminClients', () =>
        HttpResponse.json({ data: { clients: { edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 } } }),
      ),
    );
    for (const [path, title] of [
      ['/admin/dashboard', 'Tableau de bord'],
      ['/admin/tarification', 'Administration'],
      ['/admin/orders', 'Commandes'],
      ['/admin/clients', 'Clients'],
      ['/admin/ramassage', 'Ramassage'],
      ['/admin/events', 'Soumissions événementielles'],
      ['/admin/events/12', 'Soumission événementielle'],
      ['/admin/punch', 'Pointage'],
      ['/admin/parametres', 'Paramètres'],
    ] as const) {
      const { router, unmount } = renderAdmin(path);
      expect(await landsOn(router, title)).toBe(path);
      unmount();
    }
  });

  it('leads the old « Tournées » address to the snow season, the one place snow routes are planned (issue #28)', async () => {
    signIn(Role.MANAGER);
    server.use(
      graphql.query('SnowBoard', () => HttpResponse.json({ data: { snowBoard: { snowfall: null, routes: [] }, snowfalls: [], snowEmployees: [] } })),
      graphql.query('SnowContracts', () => HttpResponse.json({ data: { snowContracts: [] } })),
      // The board's live link: accepted, silent.
      ws.link('ws://localhost/graphql').addEventListener('connection', () => undefined),
    );
    const { router } = renderAdmin('/admin/tournees');
    expect(await landsOn(router, 'Saison de neige')).toBe('/admin/saison-neige');
    expect(await screen.findByText('Aucune chute déclarée.')).toBeInTheDocument();
  });

  it('keeps the system logs for ADMIN and up: a MANAGER is sent to the dashboard', async () => {
    signIn(Role.MANAGER);
    const manager = renderAdmin('/admin/logs');
    expect(await landsOn(manager.router, 'Tableau de bord')).toBe('/admin/dashboard');
    manager.unmount();
    signIn(Role.ADMIN);
    server.use(graphql.query('AdminLogs', () => HttpResponse.json({ data: { logs: [] } })));
    const admin = renderAdmin('/admin/logs');
    expect(await landsOn(admin.router, 'Journaux système')).toBe('/admin/logs');
  });

  it('sends an unknown /admin path to the role’s home page, inside the back-office', async () => {
    acceptMe(staffUser(Role.MANAGER));
    sessionStorage.setItem(TOKEN_KEY, fakeToken({ role: Role.MANAGER }));
    const { router } = renderAdmin('/admin/nexiste-pas');
    expect(await landsOn(router, 'Tableau de bord')).toBe('/admin/dashboard');
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  it('trusts the server’s role over the token’s and the cached one', async () => {
    sessionStorage.setItem(TOKEN_KEY, fakeToken({ role: Role.ADMIN }));
    localStorage.setItem(ROLE_KEY, 'ADMIN');
    acceptMe(staffUser(Role.EMPLOYEE));
    const { router } = renderAdmin('/admin/dashboard');
    expect(await landsOn(router, 'Pointage')).toBe('/admin/punch');
    expect(localStorage.getItem(ROLE_KEY)).toBe('EMPLOYEE');
  });
});
