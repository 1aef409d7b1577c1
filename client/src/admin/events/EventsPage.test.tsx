import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import type { AdminEventRequestsQueryVariables } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { renderAdmin, signIn } from '../testing/admin-fixtures';
import { listedEvent, type ListedEvent } from './events.test-fixtures';
import { SEEN_EVENTS_KEY } from './seen-events';

const EVENTS: ListedEvent[] = [
  listedEvent('1', { eventName: 'Festival d’été', companyName: 'Festivals Mauricie inc.', email: 'info@festivals.ca', total: 569_471 }),
  listedEvent('2', { eventName: 'Course des Draveurs', companyName: '', email: 'course@draveurs.ca', status: 'CONFIRMED', dateStart: '2026-06-01', dateEnd: '2026-06-01' }),
  listedEvent('3', { eventName: 'Foire', companyName: '', email: '', total: 0 }),
];

/** Answers like the server: search, status and sort variables recorded; a tiny in-memory filter, paged by `first`/`after`. */
function serveEvents(list: ListedEvent[] = EVENTS) {
  const calls: AdminEventRequestsQueryVariables[] = [];
  server.use(
    graphql.query('AdminEventRequests', ({ variables }) => {
      const vars = variables as AdminEventRequestsQueryVariables;
      calls.push(vars);
      const q = (vars.search ?? '').toLowerCase();
      let events = list.filter(
        (e) => (!vars.status || e.status === vars.status) && (!q || [e.eventName, e.companyName, e.email].some((f) => f.toLowerCase().includes(q))),
      );
      if (vars.sort === 'TOTAL_DESC') events = [...events].sort((a, b) => b.total - a.total);
      const start = vars.after ? Number(vars.after) : 0;
      const page = events.slice(start, start + vars.first);
      return HttpResponse.json({
        data: {
          eventRequestsConnection: {
            __typename: 'EventRequestConnection',
            totalCount: events.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: start + vars.first < events.length, endCursor: page.length ? String(start + page.length) : null },
            edges: page.map((node, i) => ({ __typename: 'EventRequestEdge', cursor: String(start + i + 1), node })),
          },
        },
      });
    }),
  );
  return calls;
}

/** A controllable IntersectionObserver: `reveal(id, ratio)` reports an element as visible. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, elements: (this.elements = []) });
    }
    elements: Element[];
    observe(element: Element) {
      this.elements.push(element);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    reveal(id: string, ratio: number) {
      for (const { callback, elements } of observers) {
        const targets = elements.filter((el) => (el as HTMLElement).dataset['eventId'] === id);
        if (targets.length) {
          act(() =>
            callback(
              targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry),
              {} as IntersectionObserver,
            ),
          );
        }
      }
    },
  };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('EventsPage', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('lists the submissions with client label, dates, status and CAD totals, and the unseen badge', async () => {
    signIn(Role.MANAGER);
    serveEvents();
    renderAdmin('/admin/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soumissions événementielles' }, { timeout: 5000 })).toBeInTheDocument();
    await screen.findByRole('table', {}, { timeout: 5000 });
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('Festivals Mauricie inc. (info@festivals.ca)');
    expect(first).toHaveTextContent('2026-07-10 – 2026-07-12');
    expect(first).toHaveTextContent('En attente');
    expect(first).toHaveTextContent(/5\s?694,71\s?\$/);
    expect(second).toHaveTextContent('course@draveurs.ca');
    expect(second).toHaveTextContent('Confirmé');
    expect(third).toHaveTextContent('—');
    expect(third).toHaveTextContent(/0,00\s?\$/);
    expect(screen.getByText('3 nouveaux')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Voir' })).toHaveAttribute('href', '/admin/events/1');
    expect(screen.getAllByRole('link', { name: 'Voir la fiche' })).toHaveLength(3);
  });

  it('sends the search, the status filter and the sort to the server', async () => {
    signIn(Role.MANAGER);
    const calls = serveEvents();
    const { user } = renderAdmin('/admin/events');
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(calls.at(-1)).toMatchObject({ search: null, status: null, sort: 'START_DESC' });
    await user.type(screen.getByRole('searchbox', { name: /Rechercher/ }), 'draveurs');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ search: 'draveurs' });
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Confirmé');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ status: 'CONFIRMED' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Annulé');
    expect(await screen.findByText('Aucun événement trouvé.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Tous');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier' }), 'Total (décroissant)');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sort: 'TOTAL_DESC' }));
    for (const label of ['Date de début (récentes)', 'Date de début (anciennes)', 'Total (croissant)']) {
      expect(screen.getByRole('option', { name: label })).toBeInTheDocument();
    }
  });

  it('never marks an event seen by showing it (issue #26); all of them with “Tout marquer comme lu”; follows other tabs', async () => {
    const observer = fakeObserver();
    signIn(Role.MANAGER);
    serveEvents();
    const { user } = renderAdmin('/admin/events');
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getByText('3 nouveaux')).toBeInTheDocument();
    observer.reveal('1', 1);
    expect(screen.getByText('3 nouveaux')).toBeInTheDocument();
    expect(localStorage.getItem(SEEN_EVENTS_KEY)).toBeNull();
    // Another tab opened events 1 and 2.
    localStorage.setItem(SEEN_EVENTS_KEY, JSON.stringify(['1', '2']));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SEEN_EVENTS_KEY })));
    expect(await screen.findByText('1 nouveau')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(screen.queryByText(/nouveau/)).not.toBeInTheDocument());
    expect(new Set(JSON.parse(localStorage.getItem(SEEN_EVENTS_KEY)!))).toEqual(new Set(['1', '2', '3']));
  });

  it('loads 50 at a time with “Charger plus”; the badge counts the unseen rows loaded so far', async () => {
    signIn(Role.MANAGER);
    const calls = serveEvents(Array.from({ length: 60 }, (_, i) => listedEvent(String(i + 1))));
    const { user } = renderAdmin('/admin/events');
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(rows()).toHaveLength(50);
    expect(calls.at(-1)).toMatchObject({ first: 50, sort: 'START_DESC' });
    expect(screen.getByText('50 sur 60')).toBeInTheDocument();
    expect(screen.getByText('50 nouveaux')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(rows()).toHaveLength(60));
    expect(calls.at(-1)).toMatchObject({ first: 50, after: '50' });
    expect(screen.getByText('60 nouveaux')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(JSON.parse(localStorage.getItem(SEEN_EVENTS_KEY)!)).toHaveLength(60);
  });

  it('sends the search once typing pauses, and “Rafraîchir” asks the server again', async () => {
    signIn(Role.MANAGER);
    const calls = serveEvents();
    const { user } = renderAdmin('/admin/events');
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: /Rechercher/ }), 'festival');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.map((c) => c.search)).toEqual([null, 'festival']);
    await user.click(screen.getByRole('button', { name: 'Rafraîchir' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.at(-1)).toMatchObject({ search: 'festival', first: 50 });
  });

  it('says “Aucun événement.” when there is none, and shows the load error', async () => {
    signIn(Role.MANAGER);
    serveEvents([]);
    renderAdmin('/admin/events');
    expect(await screen.findByText('Aucun événement.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows “Impossible de charger les événements.” when the list fails', async () => {
    signIn(Role.MANAGER);
    server.use(graphql.query('AdminEventRequests', () => HttpResponse.json({ data: null, errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] })));
    renderAdmin('/admin/events');
    expect(await screen.findByText('Impossible de charger les événements.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
