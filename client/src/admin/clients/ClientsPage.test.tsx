import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import type { AdminClientQuery, ClientsPage_ClientFragment } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';

const listed = (email: string, overrides: Partial<ClientsPage_ClientFragment> = {}): ClientsPage_ClientFragment & { __typename: 'Client' } => ({
  __typename: 'Client',
  id: email,
  email,
  name: 'Marie-Ève Lapointe',
  phone: '819 555-0199',
  pickupRequestCount: 2,
  eventRequestCount: 1,
  snowOrderCount: 0,
  totalCents: 123_456,
  firstActivityAt: '2026-10-01T14:00:00.000Z',
  lastActivityAt: '2026-11-20T15:30:00.000Z',
  ...overrides,
});

const page = (clients: ClientsPage_ClientFragment[], { hasNextPage = false, totalCount = clients.length } = {}) => ({
  data: {
    clients: {
      __typename: 'ClientConnection',
      edges: clients.map((node) => ({ __typename: 'ClientEdge', cursor: `c-${node.email}`, node: { __typename: 'Client', ...node } })),
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: clients.length ? `c-${clients.at(-1)!.email}` : null },
      totalCount,
    },
  },
});

/** The back-office chunk and the page load lazily: slow on a loaded machine. */
const LAZY_PAGE_MS = 5000;

describe('ClientsPage', () => {
  it('lists the customers with their requests, total and latest activity, and searches on the server', async () => {
    signIn(Role.MANAGER);
    const searches: unknown[] = [];
    server.use(
      graphql.query('AdminClients', ({ variables }) => {
        searches.push(variables.search);
        return HttpResponse.json(
          variables.search === 'jean'
            ? page([listed('jean@example.com', { name: 'Jean Tremblay', phone: null, pickupRequestCount: 0, eventRequestCount: 0, snowOrderCount: 1, totalCents: 9198 })])
            : page([listed('marie@example.com'), listed('jean@example.com', { name: 'Jean Tremblay' })]),
        );
      }),
    );
    const { user } = renderAdmin('/admin/clients');
    await screen.findByRole('heading', { level: 1, name: 'Clients' }, { timeout: LAZY_PAGE_MS });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Marie-Ève Lapointe');
    expect(within(rows[1]!).getByRole('link', { name: 'marie@example.com' })).toHaveAttribute('href', 'mailto:marie@example.com');
    expect(within(rows[1]!).getByText('2 ramassages, 1 événement')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 234,56 $')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Voir les détails de Marie-Ève Lapointe' })).toHaveTextContent('Voir détails');
    expect(table).toHaveAccessibleName('2 clients');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'jean');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getByText('1 déneigement')).toBeInTheDocument();
    expect(searches[0]).toBeNull();
    expect(searches.at(-1)).toBe('jean');
    expect(searches).not.toContain('j');
  });

  it('says “Aucun client trouvé.” when nobody matches', async () => {
    signIn(Role.MANAGER);
    server.use(graphql.query('AdminClients', () => HttpResponse.json(page([]))));
    renderAdmin('/admin/clients');
    expect(await screen.findByText('Aucun client trouvé.', undefined, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    signIn(Role.MANAGER);
    let fail = true;
    server.use(graphql.query('AdminClients', () => (fail ? httpAnswer(502, 'Bad gateway') : HttpResponse.json(page([listed('marie@example.com')])))));
    const { user } = renderAdmin('/admin/clients');
    expect(await screen.findByRole('alert', undefined, { timeout: LAZY_PAGE_MS })).toHaveTextContent('Impossible de charger les clients.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('loads the next page after the last cursor', async () => {
    signIn(Role.MANAGER);
    const afters: unknown[] = [];
    server.use(
      graphql.query('AdminClients', ({ variables }) => {
        afters.push(variables.after ?? null);
        return HttpResponse.json(
          variables.after ? page([listed('b@example.com', { name: 'B' })], { totalCount: 2 }) : page([listed('a@example.com', { name: 'A' })], { hasNextPage: true, totalCount: 2 }),
        );
      }),
    );
    const { user } = renderAdmin('/admin/clients');
    await user.click(await screen.findByRole('button', { name: 'Afficher plus de clients' }, { timeout: LAZY_PAGE_MS }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['A', 'B']));
    expect(afters).toEqual([null, 'c-a@example.com']);
    expect(screen.queryByRole('button', { name: 'Afficher plus de clients' })).not.toBeInTheDocument();
  });

  it('opens the customer’s requests and orders with “Voir détails”, each linked to its screen', async () => {
    signIn(Role.MANAGER);
    const detail: AdminClientQuery = {
      client: {
        client: listed('marie@example.com'),
        pickupRequests: [{ id: '7', createdAt: '2026-11-20T15:30:00.000Z', address: '1250 rue Royale', status: 'ESTIMATED', estimateCents: 15_000 }],
        eventRequests: [
          { id: '3', reference: 'EV-2026-000003', eventName: 'Festival d’été', dateStart: '2026-07-10', dateEnd: '2026-07-12', status: 'PENDING', total: 569_471, createdAt: '2026-10-01T14:00:00.000Z' },
        ],
        snowOrders: [],
      },
    };
    const asked: unknown[] = [];
    server.use(
      graphql.query('AdminClients', () => HttpResponse.json(page([listed('marie@example.com')]))),
      graphql.query('AdminClient', ({ variables }) => {
        asked.push(variables.email);
        return HttpResponse.json({ data: detail });
      }),
    );
    const { user } = renderAdmin('/admin/clients');
    await user.click(await screen.findByRole('button', { name: 'Voir les détails de Marie-Ève Lapointe' }, { timeout: LAZY_PAGE_MS }));
    const dialog = await screen.findByRole('dialog', { name: 'Client : Marie-Ève Lapointe' });
    expect(await within(dialog).findByRole('heading', { name: 'Demandes de ramassage' })).toBeInTheDocument();
    expect(asked).toEqual(['marie@example.com']);
    expect(within(dialog).getByText('Estimée')).toBeInTheDocument();
    expect(within(dialog).getByText('150,00 $')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ouvrir la demande de ramassage n° 7' })).toHaveAttribute('href', '/admin/ramassage?id=7');
    expect(within(dialog).getByRole('link', { name: 'Ouvrir la soumission EV-2026-000003' })).toHaveAttribute('href', '/admin/events/3');
    expect(within(dialog).getByText('Aucune.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('says when the customer’s file could not be loaded in the modal, and loads it on Réessayer', async () => {
    signIn(Role.MANAGER);
    let calls = 0;
    server.use(
      graphql.query('AdminClients', () => HttpResponse.json(page([listed('marie@example.com')]))),
      graphql.query('AdminClient', () => {
        calls += 1;
        if (calls === 1) return httpAnswer(502, '<html>Bad gateway</html>', 'text/html');
        return HttpResponse.json({ data: { client: { client: listed('marie@example.com'), pickupRequests: [], eventRequests: [], snowOrders: [] } } });
      }),
    );
    const { user } = renderAdmin('/admin/clients');
    await user.click(await screen.findByRole('button', { name: 'Voir les détails de Marie-Ève Lapointe' }, { timeout: LAZY_PAGE_MS }));
    const dialog = await screen.findByRole('dialog', { name: 'Client : Marie-Ève Lapointe' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Impossible de charger le dossier du client.');
    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByRole('heading', { name: 'Demandes de ramassage' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
