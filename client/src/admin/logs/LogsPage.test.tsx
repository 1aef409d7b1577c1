import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import type { AdminLogsQuery } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { renderApp } from '../../testing/render';
import { httpAnswer, signIn } from '../testing/admin-fixtures';
import { LOGS_POLL_MS, SCROLL_DELAY_MS } from './LogsPage';

type Entry = AdminLogsQuery['logs'][number];
const entry = (second: number, level: string, message: string): Entry & { __typename: 'LogEntry' } => ({
  __typename: 'LogEntry',
  time: `2026-11-21T15:00:${String(second).padStart(2, '0')}.000Z`,
  level,
  message,
  raw: JSON.stringify({ msg: message }),
});

/** Serves the lines, one more on each request; records the variables. */
function serveLogs(lines: (call: number) => Entry[] = (call) => Array.from({ length: call + 1 }, (_, i) => entry(i, i === 1 ? 'error' : 'info', `ligne ${i}`))) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminLogs', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { logs: lines(calls.length - 1) } });
    }),
  );
  return calls;
}

/** jsdom has no layout: give the log box a size and a writable scroll position. */
function layOut(list: HTMLElement, { scrollHeight, clientHeight, scrollTop }: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => clientHeight });
  Object.defineProperty(list, 'scrollTop', { configurable: true, writable: true, value: scrollTop });
}

const LAZY_PAGE_MS = 5000;
const logBox = () => screen.findByRole('log', { name: 'Lignes du journal système, de la plus ancienne à la plus récente' }, { timeout: LAZY_PAGE_MS });

describe('LogsPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const open = () => renderApp({ route: '/admin/logs', userOptions: { advanceTimers: jest.advanceTimersByTime } });

  it('shows the lines oldest first with time, level and message, and refreshes every 15 s', async () => {
    signIn(Role.ADMIN);
    const calls = serveLogs();
    open();
    const list = await logBox();
    expect(screen.getByRole('heading', { level: 1, name: 'Journaux système' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2026-11-21 10:00:00INFOligne 0']);
    expect(screen.getByText(/Actualisation automatique toutes les 15 s\./)).toBeInTheDocument();
    expect(calls[0]).toEqual({ search: null, limit: 500 });

    // Waiting for the lazy page moved the fake clock a little: from the next poll on, one every 15 s exactly.
    await act(() => jest.advanceTimersByTimeAsync(LOGS_POLL_MS));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('ERROR');
    await act(() => jest.advanceTimersByTimeAsync(LOGS_POLL_MS - 100));
    expect(calls).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(calls).toHaveLength(3);
  });

  it('scrolls to the bottom 80 ms after a refresh only when the reader was within 200 px of it', async () => {
    signIn(Role.ADMIN);
    serveLogs();
    const { user } = open();
    const list = await logBox();

    layOut(list, { scrollHeight: 1000, clientHeight: 300, scrollTop: 550 }); // 150 px from the bottom
    await user.click(screen.getByRole('button', { name: 'Rafraîchir' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await act(() => jest.advanceTimersByTimeAsync(SCROLL_DELAY_MS));
    expect(list.scrollTop).toBe(1000);

    layOut(list, { scrollHeight: 1200, clientHeight: 300, scrollTop: 100 }); // reading older lines
    await act(() => jest.advanceTimersByTimeAsync(LOGS_POLL_MS));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await act(() => jest.advanceTimersByTimeAsync(SCROLL_DELAY_MS * 2));
    expect(list.scrollTop).toBe(100);

    await user.click(screen.getByRole('button', { name: 'Aller en bas' }));
    expect(list.scrollTop).toBe(1200);
    expect(list).toHaveAttribute('tabindex', '0');
  });

  it('does not poll when the auto-refresh preference is off', async () => {
    signIn(Role.ADMIN);
    window.localStorage.setItem('adminLogsAutoRefresh', 'false');
    const calls = serveLogs();
    open();
    await logBox();
    expect(screen.getByText(/Actualisation automatique désactivée \(Paramètres\)\./)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(LOGS_POLL_MS * 3));
    expect(calls).toHaveLength(1);
  });

  it('sends the search to the server once typing pauses', async () => {
    signIn(Role.ADMIN);
    const calls = serveLogs();
    const { user } = open();
    await logBox();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans les journaux' }), 'refus');
    await waitFor(() => expect(calls.at(-1)).toEqual({ search: 'refus', limit: 500 }));
    expect(calls.map((c) => c.search)).toEqual([null, 'refus']);
  });

  it('says “Aucune entrée.” for an empty log and shows the load error with a retry', async () => {
    signIn(Role.ADMIN);
    serveLogs(() => []);
    const { unmount } = open();
    expect(await screen.findByText('Aucune entrée.', undefined, { timeout: LAZY_PAGE_MS })).toBeInTheDocument();
    unmount();

    let fail = true;
    server.use(graphql.query('AdminLogs', () => (fail ? httpAnswer(500, 'boom') : HttpResponse.json({ data: { logs: [entry(0, 'warn', 'reprise')] } }))));
    const { user } = open();
    expect(await screen.findByRole('alert', undefined, { timeout: LAZY_PAGE_MS })).toHaveTextContent('Impossible de charger les logs système.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(within(await logBox()).getByText('reprise')).toBeInTheDocument();
  });
});
