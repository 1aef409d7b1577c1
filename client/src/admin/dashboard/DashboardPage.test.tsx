import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import type { DashboardAnalyticsQuery } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { renderAdmin, signIn } from '../testing/admin-fixtures';

const DAYS = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];

const ANALYTICS: DashboardAnalyticsQuery = {
  analyticsSummary: { users: 12, sessions: 18, avgSessionDuration: 125, bounceRate: 37.5 },
  analyticsRealtime: { activeUsers: 3 },
  analyticsDaily: DAYS.map((date, i) => ({ date, users: i })),
  analyticsTopCities: [{ city: 'Inconnue', users: 12 }],
  analyticsTopPages: [
    { path: '/deneigement', views: 20 },
    { path: '/', views: 9 },
  ],
  analyticsDevices: [
    { device: 'mobile', users: 7 },
    { device: 'desktop', users: 5 },
  ],
  analyticsSources: [{ source: 'Direct', users: 10 }],
};

const EMPTY: DashboardAnalyticsQuery = {
  analyticsSummary: { users: 0, sessions: 0, avgSessionDuration: 0, bounceRate: 0 },
  analyticsRealtime: { activeUsers: 0 },
  analyticsDaily: DAYS.map((date) => ({ date, users: 0 })),
  analyticsTopCities: [],
  analyticsTopPages: [],
  analyticsDevices: [],
  analyticsSources: [],
};

const ORDERS = {
  recentOrders: [
    { id: 'pickup-1', client: 'Jean Tremblay', type: 'Ramassage', service: 'PICKUP', date: '2026-11-21T15:00:00.000Z' },
    { id: 'snow-4', client: 'Marie Roy', type: 'Déneigement', service: 'SNOW', date: '2026-11-21T14:00:00.000Z' },
    { id: 'event-2', client: 'Festival Western', type: 'Événement', service: 'EVENT', date: '2026-11-20T14:00:00.000Z' },
  ],
  orderStats: DAYS.map((date, i) => ({
    date,
    count: i === 6 ? 2 : i === 5 ? 1 : 0,
    byService: [
      { service: 'SNOW', count: i === 6 ? 1 : 0 },
      { service: 'EVENT', count: i === 5 ? 1 : 0 },
      { service: 'PICKUP', count: i === 6 ? 1 : 0 },
    ],
  })),
};

function serve(analytics: DashboardAnalyticsQuery | 'error', metrics: 'ok' | 'error' = 'ok', orders: typeof ORDERS | 'error' = ORDERS) {
  server.use(
    graphql.query('DashboardOrders', () =>
      orders === 'error' ? HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }) : HttpResponse.json({ data: orders }),
    ),
    graphql.query('DashboardRevenue', () =>
      HttpResponse.json({ data: { revenueByMonth: [{ __typename: 'RevenueMonth', month: '2026-11', signedCents: 139_500, invoicedCents: 218_990, collectedCents: 72_655 }] } }),
    ),
    graphql.query('DashboardAnalytics', () =>
      analytics === 'error' ? HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }) : HttpResponse.json({ data: analytics }),
    ),
    graphql.query('DashboardMetrics', () =>
      metrics === 'error'
        ? HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] })
        : HttpResponse.json({
            data: {
              orderMetrics: {
                totalOrdersThisMonth: 4,
                estimatedRevenue: 1234.5,
                byService: [
                  { service: 'SNOW', orders: 2, revenueCents: 73_584 },
                  { service: 'EVENT', orders: 1, revenueCents: 49_866 },
                  { service: 'PICKUP', orders: 1, revenueCents: 0 },
                ],
              },
            },
          }),
    ),
  );
}

const card = (label: string) => screen.getByText(label).closest('.dashboard__card') as HTMLElement;
const stat = (label: string) => screen.getByText(label).closest('.dashboard__stat') as HTMLElement;
const section = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;

describe('DashboardPage', () => {
  beforeEach(() => signIn(Role.MANAGER));

  it('shows the cards, the overview in fr-CA formats, the 7-day chart and the four tables', async () => {
    serve(ANALYTICS);
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(section('Pages les plus vues')).findByRole('cell', { name: '/deneigement' })).toBeInTheDocument();
    expect(within(card('Commandes ce mois-ci')).getByText('4')).toBeInTheDocument();
    expect(within(card('Revenu estimé')).getByText(/1\s234,50\s\$/)).toBeInTheDocument();
    expect(within(card('Commandes ce mois-ci')).getByText('Déneigement 2 · Événement 1 · Ramassage 1')).toBeInTheDocument();
    expect(within(card('Revenu estimé')).getByText(/^Déneigement 735,84\s\$ · Événement 498,66\s\$ · Ramassage 0,00\s\$$/)).toBeInTheDocument();
    // Revenue says what it counts: signed / invoiced / collected per month (issue #25).
    const revenueRow = (await within(section('Revenus par mois')).findByRole('rowheader', { name: '2026-11' })).closest('tr')!;
    expect(within(revenueRow).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' '))).toEqual(['1 395,00 $', '2 189,90 $', '726,55 $']);
    expect(within(section('Revenus par mois')).getByText(/Les demandes en attente ne sont jamais comptées/)).toBeInTheDocument();
    expect(within(card('Utilisateurs (7 jours)')).getByText('12')).toBeInTheDocument();
    expect(within(card('Sessions (7 jours)')).getByText('18')).toBeInTheDocument();
    expect(within(stat('Utilisateurs actifs (temps réel)')).getByText('3')).toBeInTheDocument();
    expect(within(stat('Durée moyenne des sessions')).getByText('2 min 5 s')).toBeInTheDocument();
    expect(within(stat('Taux de rebond')).getByText(/37,5\s%/)).toBeInTheDocument();
    expect(within(stat('Sessions par utilisateur')).getByText('1,5')).toBeInTheDocument();
    // The chart (recharts SVG) is one image named by its caption; its figures are a list for screen readers.
    const chart = screen.getByRole('figure', { name: 'Utilisateurs par jour (7 jours)' });
    expect(within(chart).getByRole('img', { name: 'Utilisateurs par jour (7 jours)' })).toBeInTheDocument();
    expect(within(chart).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'dim. 15 : 0',
      'lun. 16 : 1',
      'mar. 17 : 2',
      'mer. 18 : 3',
      'jeu. 19 : 4',
      'ven. 20 : 5',
      'sam. 21 : 6',
    ]);
    expect(within(section('Appareils')).getByRole('cell', { name: 'Mobile' })).toBeInTheDocument();
    expect(within(section('Appareils')).getByRole('cell', { name: 'Ordinateur' })).toBeInTheDocument();
    expect(within(section('Villes principales')).getByRole('cell', { name: 'Inconnue' })).toBeInTheDocument();
    expect(within(section('Sources de trafic')).getByRole('cell', { name: 'Direct' })).toBeInTheDocument();
    const recent = section('Dernières commandes');
    expect(within(recent).getByRole('cell', { name: 'Jean Tremblay' })).toBeInTheDocument();
    expect(within(recent).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Ramassage', 'Déneigement', 'Événement']);
    expect(within(recent).getByText('Déneigement')).toHaveClass('order-service--snow');
    expect(within(recent).getByText('7 jours par service : Déneigement 1 · Événement 1 · Ramassage 1')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/admin/orders');
    const ordersChart = within(screen.getByRole('figure', { name: 'Commandes par jour (7 jours)' })).getAllByRole('listitem');
    expect(ordersChart).toHaveLength(7);
    expect(ordersChart.slice(5).map((item) => item.textContent)).toEqual(['ven. 20 : 1', 'sam. 21 : 2']);
  });

  it('says “Aucune commande récente” without orders, and the orders error text on failure', async () => {
    serve(EMPTY, 'ok', { recentOrders: [], orderStats: ORDERS.orderStats });
    const { unmount } = renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Aucune commande récente')).toBeInTheDocument();
    unmount();
    serve(EMPTY, 'ok', 'error');
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Impossible de charger les commandes.')).toBeInTheDocument();
  });

  it('says “Aucune donnée disponible.” in each table without data', async () => {
    serve(EMPTY);
    renderAdmin('/admin/dashboard');
    expect(await screen.findAllByText('Aucune donnée disponible.')).toHaveLength(4);
    expect(within(stat('Sessions par utilisateur')).getByText('—')).toBeInTheDocument();
  });

  it('shows “Erreur” on the order cards and “—” for the audience when the server fails', async () => {
    serve('error', 'error');
    renderAdmin('/admin/dashboard');
    expect(await within(await screen.findByText('Commandes ce mois-ci').then((el) => el.closest('.dashboard__card') as HTMLElement)).findByText('Erreur')).toBeInTheDocument();
    expect(await screen.findAllByText('Aucune donnée disponible.')).toHaveLength(4);
    expect(within(card('Revenu estimé')).getByText('Erreur')).toBeInTheDocument();
    expect(within(card('Utilisateurs (7 jours)')).getByText('—')).toBeInTheDocument();
    expect(within(stat('Taux de rebond')).getByText('—')).toBeInTheDocument();
  });
});
