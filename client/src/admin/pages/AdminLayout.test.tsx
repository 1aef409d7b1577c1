import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../testing/msw/server';
import { Role } from '@shared/roles';
import { renderApp } from '../../testing/render';
import { renderAdmin, signIn } from '../testing/admin-fixtures';
import { LEGACY_TOKEN_KEY, ROLE_KEY, TOKEN_KEY } from '../kit/token-storage';
import { servePickupRequests } from '../testing/ops-fixtures';

const ALL_LINKS: [string, string][] = [
  ['Tableau de bord', '/admin/dashboard'],
  ['À traiter', '/admin/a-traiter'],
  ['Événements', '/admin/events'],
  ['Commandes', '/admin/orders'],
  ['Clients', '/admin/clients'],
  ['Factures', '/admin/factures'],
  ['Rapports de facturation', '/admin/rapports-facturation'],
  ['Saison de neige', '/admin/saison-neige'],
  ['Ramassage', '/admin/ramassage'],
  ['Ma route', '/admin/ma-route'],
  ['Approbation des heures', '/admin/feuilles-de-temps'],
  ['Pointage', '/admin/punch'],
  ['Tarification', '/admin/tarification'],
  ['Webhooks', '/admin/webhooks'],
  ['Confidentialité', '/admin/confidentialite'],
  ['Journaux', '/admin/logs'],
  ['Paramètres', '/admin/parametres'],
];
const ADMIN_ONLY = ['/admin/logs', '/admin/webhooks', '/admin/rapports-facturation', '/admin/confidentialite'];

const sidebar = () => screen.getByRole('navigation', { name: 'Navigation du back-office' });
const sidebarLinks = () => within(sidebar()).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

/** The settings page (where these tests land) asks for the SMS consent and outbox since main's SMS channel. */
function serveSmsConsent() {
  server.use(
    graphql.query('SmsMessages', () => HttpResponse.json({ data: { smsMessages: [] } })),
    graphql.query('MySmsConsent', () =>
      HttpResponse.json({ data: { mySmsConsent: { __typename: 'SmsConsent', phone: null, optedIn: false, consentedAt: null, wording: 'Textos', withdrawnAt: null, withdrawnVia: null } } }),
    ),
  );
}

async function renderSignedIn(role: Role, route = '/admin/parametres') {
  signIn(role, { email: 'marie@services-mauricie.test' });
  serveSmsConsent();
  const result = renderAdmin(route);
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('AdminLayout', () => {
  it('lists every page grouped by job (sales, operations, team, administration) for an admin and up', async () => {
    await renderSignedIn(Role.ADMIN);
    expect(sidebarLinks()).toEqual(ALL_LINKS);
  });

  it('shows a MANAGER every page except the system logs and the webhooks (ADMIN and up)', async () => {
    await renderSignedIn(Role.MANAGER);
    expect(sidebarLinks()).toEqual(ALL_LINKS.filter(([, href]) => !ADMIN_ONLY.includes(href)));
  });

  it('shows each section’s open inbox items as a badge, and their total on « À traiter » (issue #26)', async () => {
    server.use(
      graphql.query('AdminInboxCounts', () =>
        HttpResponse.json({ data: { inboxCounts: [{ __typename: 'InboxCount', section: 'PICKUPS', open: 2 }, { __typename: 'InboxCount', section: 'TIMESHEETS', open: 1 }, { __typename: 'InboxCount', section: 'EVENTS', open: 0 }] } }),
      ),
    );
    await renderSignedIn(Role.MANAGER);
    const pickups = within(sidebar()).getByRole('link', { name: /^Ramassage/ });
    await waitFor(() => expect(pickups).toHaveTextContent('2 à traiter'));
    expect(within(sidebar()).getByRole('link', { name: /^À traiter/ })).toHaveTextContent('3 à traiter');
    expect(within(sidebar()).getByRole('link', { name: /^Événements/ })).not.toHaveTextContent('à traiter');
  });

  it('shows an EMPLOYEE only the time clock, settings and their snow route', async () => {
    await renderSignedIn(Role.EMPLOYEE);
    expect(sidebarLinks()).toEqual([
      ['Ma route', '/admin/ma-route'],
      ['Pointage', '/admin/punch'],
      ['Paramètres', '/admin/parametres'],
    ]);
    // Grouped by job: only the groups with a page the role may open.
    expect(within(sidebar()).getAllByRole('list').map((list) => list.getAttribute('aria-labelledby') && document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Opérations',
      'Équipe',
      'Administration',
    ]);
  });

  it('shows the signed-in person by name (the e-mail when the account has none) beside the sign-out', async () => {
    signIn(Role.MANAGER, { email: 'marie@services-mauricie.test', name: 'Marie Tremblay', displayName: 'Marie Tremblay' });
    serveSmsConsent();
    renderAdmin('/admin/parametres');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Marie Tremblay')).toHaveClass('admin-user__name');
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('shows who is signed in, marks the current page, and is not indexed', async () => {
    await renderSignedIn(Role.ADMIN);
    expect(screen.getByText('marie@services-mauricie.test')).toBeInTheDocument();
    expect(screen.getByText('Rôle : admin')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Paramètres' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#admin-contenu');
    expect(document.title).toBe('Paramètres | Services Mauricie');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('opens the mobile menu with the toggle and closes it with Escape or a navigation', async () => {
    const { user, router } = await renderSignedIn(Role.MANAGER);
    servePickupRequests();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('admin-sidebar--open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('admin-sidebar--open');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(sidebar()).getByRole('link', { name: 'Commandes' }));
    await screen.findByRole('heading', { level: 1, name: 'Commandes' });
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out: the token leaves every storage and /admin/login replaces the page in history', async () => {
    localStorage.setItem(TOKEN_KEY, 'remembered');
    localStorage.setItem(LEGACY_TOKEN_KEY, 'legacy');
    document.cookie = 'admin_token=cookie; Path=/';
    // The public home page, then the dashboard.
    const session = signIn(Role.MANAGER);
    const { router, user } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/admin/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(session.token);

    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));

    await screen.findByRole('heading', { level: 1, name: 'Espace administrateur' });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
    for (const storage of [sessionStorage, localStorage]) expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    expect(document.cookie).toBe('');

    // Back goes to the page before the dashboard, not to the dashboard.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Navigation du back-office' })).not.toBeInTheDocument();
  });

  it('leaves another tab’s sign-out: the page goes to /admin/login', async () => {
    const { router } = await renderSignedIn(Role.MANAGER);
    act(() => {
      sessionStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Espace administrateur' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
