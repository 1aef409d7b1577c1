import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import type {
  MyPunchScreenQuery,
  PunchTimeClockMutation,
  PunchTimeClockMutationVariables,
  Role,
  TimeclockEntry_EntryFragment,
} from '../../graphql/graphql';
import { dayBounds, formatDuration, totalMs, weekBounds, type InstantRange } from '@shared/time/time-totals';
import { server } from '../../testing/msw/server';
import { renderWithProviders, TEST_GRAPHQL_URL } from '../../testing/render';
import type { FlushLock } from './punch-queue';
import { PUNCH_QUEUE_KEY, readQueue } from './punch-queue';
import { PunchPage } from './PunchPage';
import { I18nextProvider } from 'react-i18next';
import { createAdminI18n } from '../i18n/i18n';
import { NOTE_DRAFT_KEY } from './timeclock-texts';

const noLock: FlushLock = { run: (work) => work() };
const MIN = 60_000;
const H = 60 * MIN;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

type Entry = TimeclockEntry_EntryFragment & { __typename: 'TimeEntry' };
const entry = (overrides: Partial<Entry> = {}): Entry => ({
  __typename: 'TimeEntry',
  id: '1',
  userId: '7',
  clockIn: ago(2 * H),
  clockOut: null,
  note: null,
  source: 'ONLINE',
  ...overrides,
});

/** The server's state as the screen's query answers it. */
let serverState: { role: Role; open: Entry | null; entries: Entry[] };

function screenAnswer(): MyPunchScreenQuery & { __typename: 'Query' } {
  return {
    __typename: 'Query',
    me: { __typename: 'User', id: '7', role: serverState.role } as MyPunchScreenQuery['me'],
    myTimeClockStatus: { __typename: 'TimeClockStatus', serverTime: new Date().toISOString(), openEntry: serverState.open } as MyPunchScreenQuery['myTimeClockStatus'],
    myTimeSheet: { __typename: 'TimeSheet', from: ago(24 * H), to: new Date(Date.now() + 24 * H).toISOString(), entries: serverState.entries } as MyPunchScreenQuery['myTimeSheet'],
  };
}

/** The screen's query answers from serverState; returns how many times it was asked. */
function serveScreen(): { count: () => number } {
  let count = 0;
  server.use(
    graphql.query('MyPunchScreen', () => {
      count += 1;
      return HttpResponse.json({ data: screenAnswer() });
    }),
  );
  return { count: () => count };
}

type PunchAnswer = PunchTimeClockMutation['punch'];
/**
 * Records each punch's variables. By default the server applies it to serverState and answers the
 * entry; `answer` replaces that (a refusal), `hold` keeps the answer until released.
 */
function servePunches(options: { answer?: (input: PunchTimeClockMutationVariables['input']) => PunchAnswer; hold?: Promise<void> } = {}) {
  const received: PunchTimeClockMutationVariables['input'][] = [];
  server.use(
    graphql.mutation<{ punch: PunchAnswer }, PunchTimeClockMutationVariables>('PunchTimeClock', async ({ variables }) => {
      received.push(variables.input);
      if (options.hold) await options.hold;
      if (options.answer) return HttpResponse.json({ data: { punch: options.answer(variables.input) } });
      const at = (variables.input.clientTime as string | undefined) ?? new Date().toISOString();
      let result: Entry;
      if (variables.input.action === 'IN') {
        result = entry({ id: String(100 + received.length), clockIn: at, note: variables.input.note ?? null });
        serverState.open = result;
        serverState.entries = [...serverState.entries, result];
      } else {
        result = { ...serverState.open!, clockOut: at };
        serverState.open = null;
        serverState.entries = serverState.entries.map((e) => (e.id === result.id ? result : e));
      }
      return HttpResponse.json({ data: { punch: result } });
    }),
  );
  return received;
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

// The page's timesheet links speak the back-office's language (issue #28): render it inside its i18n, as the app does.
const renderPunchPage = () =>
  renderWithProviders(
    <I18nextProvider i18n={createAdminI18n('fr')}>
      <PunchPage storage={window.localStorage} lock={noLock} />
    </I18nextProvider>,
    { route: '/admin/punch' },
  );
const duty = () => screen.getByText(/^(EN SERVICE|HORS SERVICE)$/);
const punchIn = () => screen.getByRole('button', { name: 'PUNCHER' });
const punchOut = () => screen.getByRole('button', { name: 'DÉPUNCHER' });

let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  setOnline(true);
  serverState = { role: 'EMPLOYEE', open: null, entries: [] };
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  confirmSpy.mockRestore();
  setOnline(true);
  localStorage.clear();
});

describe('PunchPage', () => {
  it('shows the clock, the connection badges, HORS SERVICE, zero totals and “Aucun pointage.”', async () => {
    serveScreen();
    renderPunchPage();
    expect(await screen.findByText('HORS SERVICE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pointage' })).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Connexion et synchronisation' });
    expect(within(badges).getByText('En ligne')).toBeInTheDocument();
    expect(within(badges).getByText('File hors-ligne : 0')).toBeInTheDocument();
    expect(within(badges).getByText(/^Dernière synchro : \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Aucun pointage.')).toBeInTheDocument();
    expect(screen.getByText('00h00 / 40h00 (0 %)')).toBeInTheDocument();
    expect(punchIn()).toBeEnabled();
    expect(punchOut()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Heures des employés' })).not.toBeInTheDocument();
  });

  it('punches IN optimistically (EN SERVICE at once), with a key and the time, then shows the server’s entry', async () => {
    serveScreen();
    let release!: () => void;
    const received = servePunches({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const { user } = renderPunchPage();
    await screen.findByText('HORS SERVICE');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Livraison');
    await user.click(punchIn());

    expect(await screen.findByText('EN SERVICE')).toBeInTheDocument();
    expect(screen.getByText(/Depuis \d{2}:\d{2} \(en attente de synchronisation\)/)).toBeInTheDocument();
    expect(punchIn()).toBeDisabled();
    expect(punchOut()).toBeDisabled(); // one punch in flight at a time
    release();

    expect(await screen.findByText('Punch IN enregistré.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/en attente de synchronisation/)).not.toBeInTheDocument());
    expect(duty()).toHaveTextContent('EN SERVICE');
    expect(received).toEqual([
      { action: 'IN', note: 'Livraison', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), clientTime: expect.any(String), clientSentAt: expect.any(String), offline: false },
    ]);
    expect(Math.abs(Date.parse(received[0]!.clientTime as string) - Date.now())).toBeLessThan(5_000);
    expect(within(screen.getByRole('table')).getByText('Livraison')).toBeInTheDocument();
    expect(punchOut()).toBeEnabled();
  });

  it('rolls back when the server refuses the punch, and says why', async () => {
    serveScreen();
    servePunches({
      answer: () => ({ __typename: 'PunchOutOfOrderError', code: 'PUNCH_OUT_OF_ORDER', message: 'Ce pointage est antérieur au dernier pointage enregistré : il ne peut pas être appliqué.' }),
    });
    const { user } = renderPunchPage();
    await screen.findByText('HORS SERVICE');
    await user.click(punchIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce pointage est antérieur au dernier pointage enregistré');
    expect(duty()).toHaveTextContent('HORS SERVICE');
    expect(screen.getByText('Aucun pointage.')).toBeInTheDocument();
    expect(punchIn()).toBeEnabled();
  });

  it('on a server error answer shows the server’s text, and “Session expirée (401). Reconnecte-toi.” without a session', async () => {
    serveScreen();
    server.use(
      graphql.mutation('PunchTimeClock', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Jeton manquant', extensions: { code: 'UNAUTHENTICATED', category: 'UNAUTHENTICATED' } }] }),
      ),
    );
    const { user } = renderPunchPage();
    await screen.findByText('HORS SERVICE');
    await user.click(punchIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expirée (401). Reconnecte-toi.');
    expect(duty()).toHaveTextContent('HORS SERVICE');
    expect(readQueue(localStorage)).toEqual([]);
  });

  it('asks before an OUT within 120 s of the IN, and before an OUT without note; cancelling sends nothing', async () => {
    serverState.open = entry({ clockIn: ago(30_000) });
    serverState.entries = [serverState.open];
    serveScreen();
    const received = servePunches();
    const { user } = renderPunchPage();
    await screen.findByText('EN SERVICE');

    confirmSpy.mockReturnValueOnce(false);
    await user.click(punchOut());
    expect(confirmSpy).toHaveBeenLastCalledWith('Tu viens de puncher \'IN\'. Confirmer le \'OUT\' tout de suite ?');

    confirmSpy.mockReturnValueOnce(true).mockReturnValueOnce(false);
    await user.click(punchOut());
    expect(confirmSpy).toHaveBeenLastCalledWith('Dépunchez sans note ?');
    expect(received).toEqual([]);
    expect(duty()).toHaveTextContent('EN SERVICE');
  });

  it('punches OUT with the note and clears the note draft', async () => {
    serverState.open = entry({ clockIn: ago(3 * H), note: 'Livraison' });
    serverState.entries = [serverState.open];
    serveScreen();
    const received = servePunches();
    const { user } = renderPunchPage();
    await screen.findByText('EN SERVICE');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Retard circulation');
    await user.click(punchOut());
    expect(await screen.findByText('Punch OUT enregistré.')).toBeInTheDocument();
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(received[0]).toMatchObject({ action: 'OUT', note: 'Retard circulation' });
    expect(duty()).toHaveTextContent('HORS SERVICE');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    await waitFor(() => expect(localStorage.getItem(NOTE_DRAFT_KEY)).toBeNull());
  });

  it('offline: queues the punch (key and original time kept), shows it, survives a reload, and replays it on reconnection', async () => {
    serveScreen();
    const received = servePunches();
    setOnline(false);
    const first = renderPunchPage();
    await screen.findByText('HORS SERVICE');
    expect(screen.getByText('Hors ligne')).toBeInTheDocument();
    await first.user.click(punchIn());

    expect(await screen.findByText('EN SERVICE')).toBeInTheDocument();
    expect(screen.getByText('File hors-ligne : 1')).toBeInTheDocument();
    const [queued] = readQueue(localStorage);
    expect(queued).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), payload: { action: 'in' }, lastError: null });
    expect(JSON.parse(localStorage.getItem(PUNCH_QUEUE_KEY)!)).toHaveLength(1);
    expect(received).toEqual([]);

    // Reload: a new page finds the queued punch and still shows the shift as started.
    first.unmount();
    renderPunchPage();
    expect(await screen.findByText('EN SERVICE')).toBeInTheDocument();
    expect(screen.getByText('File hors-ligne : 1')).toBeInTheDocument();

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('File hors-ligne : 0')).toBeInTheDocument();
    expect(received).toEqual([
      { action: 'IN', note: null, idempotencyKey: queued!.id, clientTime: queued!.createdAt, clientSentAt: expect.any(String), offline: true },
    ]);
    await waitFor(() => expect(screen.queryByText(/en attente de synchronisation/)).not.toBeInTheDocument());
    expect(duty()).toHaveTextContent('EN SERVICE');
    expect(readQueue(localStorage)).toEqual([]);
  });

  it('keeps a punch the server refuses on replay in the queue, with the reason, until the queue is cleared', async () => {
    serveScreen();
    servePunches({ answer: () => ({ __typename: 'NoOpenShiftError', code: 'NO_OPEN_SHIFT', message: 'Hors service : aucun quart ouvert à fermer (punch OUT sans punch IN).' }) });
    localStorage.setItem(
      PUNCH_QUEUE_KEY,
      JSON.stringify([{ id: '0f8fad5b-d9cb-469f-a165-70867728950e', createdAt: ago(10 * MIN), payload: { action: 'out' }, attempts: 0, lastError: null }]),
    );
    const { user } = renderPunchPage();
    expect(await screen.findByText(/refusé \(Hors service : aucun quart ouvert/)).toBeInTheDocument();
    expect(screen.getByText('File hors-ligne : 1')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Hors service : aucun quart ouvert à fermer');

    confirmSpy.mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Vider la file' }));
    expect(confirmSpy).toHaveBeenLastCalledWith('Vider la file hors-ligne ?');
    expect(readQueue(localStorage)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Vider la file' }));
    expect(await screen.findByText('File hors-ligne : 0')).toBeInTheDocument();
    expect(readQueue(localStorage)).toEqual([]);
  });

  it('queues a punch whose answer never came (network failure) and sends it again with the same key', async () => {
    serveScreen();
    server.use(graphql.mutation('PunchTimeClock', () => HttpResponse.error()));
    const { user } = renderPunchPage();
    await screen.findByText('HORS SERVICE');
    await user.click(punchIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec du pointage');
    expect(duty()).toHaveTextContent('EN SERVICE');
    const [queued] = readQueue(localStorage);
    expect(queued).toBeDefined();

    const received = servePunches();
    await user.click(screen.getByRole('button', { name: 'Forcer la synchro' }));
    expect(await screen.findByText('File hors-ligne : 0')).toBeInTheDocument();
    expect(received).toEqual([expect.objectContaining({ idempotencyKey: queued!.id, clientTime: queued!.createdAt, offline: true })]);
  });

  it('appends note presets with “ | ”, “Autre…” adds nothing, and keeps the draft after 200 ms', async () => {
    serveScreen();
    const { user } = renderPunchPage();
    await screen.findByText('HORS SERVICE');
    const note = screen.getByRole('textbox', { name: 'Note' });
    const presets = screen.getByRole('combobox', { name: 'Note rapide' });
    expect(within(presets).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choisir…',
      'Livraison',
      'Ramassage',
      'Entretien véhicule',
      'Visite chantier',
      'Retard circulation',
      'Pause repas',
      'Autre…',
    ]);
    await user.selectOptions(presets, 'Livraison');
    await user.selectOptions(presets, 'Pause repas');
    await user.selectOptions(presets, 'Autre…');
    expect(note).toHaveValue('Livraison | Pause repas');
    expect(note).toHaveFocus();
    await waitFor(() => expect(localStorage.getItem(NOTE_DRAFT_KEY)).toBe('Livraison | Pause repas'));
  });

  it('restores the note draft, and the keys i, o and n work outside text fields', async () => {
    localStorage.setItem(NOTE_DRAFT_KEY, 'Visite chantier');
    serveScreen();
    const received = servePunches();
    const { user } = renderPunchPage();
    await screen.findByText('HORS SERVICE');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Visite chantier');
    await user.keyboard('n');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Visite chantier');
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('i');
    expect(await screen.findByText('Punch IN enregistré.')).toBeInTheDocument();
    expect(received).toEqual([expect.objectContaining({ action: 'IN', note: 'Visite chantier' })]);
  });

  it('trusts the sheet’s closed copy when the status was read just before a punch closed the shift', async () => {
    const closed = entry({ clockIn: ago(2 * H), clockOut: ago(H) });
    serverState.open = { ...closed, clockOut: null };
    serverState.entries = [closed];
    serveScreen();
    renderPunchPage();
    expect(await screen.findByText('HORS SERVICE')).toBeInTheDocument();
    expect(punchIn()).toBeEnabled();
  });

  it('warns before the page closes during a shift only', async () => {
    serverState.open = entry();
    serverState.entries = [serverState.open];
    serveScreen();
    renderPunchPage();
    await screen.findByText('EN SERVICE');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('totals today and the week (Monday to Sunday, America/Toronto), the open shift counting until now', async () => {
    serverState.open = entry({ id: '2', clockIn: ago(90 * MIN) });
    serverState.entries = [serverState.open];
    serveScreen();
    const before = Date.now();
    renderPunchPage();
    await screen.findByText('EN SERVICE');
    const after = Date.now();
    const expected = (bounds: (now: number) => InstantRange) =>
      [before, after].map((now) => formatDuration(totalMs([{ clockIn: serverState.open!.clockIn, clockOut: null }], bounds(now), now)));
    expect(expected((now) => dayBounds(now, 'America/Toronto'))).toContain(screen.getByText('Aujourd’hui').nextElementSibling!.textContent);
    const week = screen.getByText('Semaine').nextElementSibling!.textContent!;
    expect(expected((now) => weekBounds(now, 'America/Toronto')).map((total) => week.startsWith(`${total} / 40h00`))).toContain(true);
    const percent = Number(screen.getByRole('progressbar', { name: 'Semaine par rapport à l’objectif de 40 h' }).getAttribute('value'));
    expect(percent).toBeLessThanOrEqual(4);
  });

  it('says “Session expirée. Merci de vous reconnecter.” when there is no session', async () => {
    server.use(
      graphql.query('MyPunchScreen', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Jeton manquant', extensions: { code: 'UNAUTHENTICATED', category: 'UNAUTHENTICATED' } }] }),
      ),
    );
    renderPunchPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expirée. Merci de vous reconnecter.');
  });

  it('shows “Erreur de chargement” when the screen cannot load', async () => {
    server.use(http.post(TEST_GRAPHQL_URL, () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })));
    renderPunchPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de chargement');
  });

  it('offers “Heures des employés” to managers; Escape closes it', async () => {
    serverState.role = 'MANAGER';
    serveScreen();
    server.use(graphql.query('AdminHoursSummary', () => HttpResponse.json({ data: { staffHoursSummary: [] } })));
    const { user } = renderPunchPage();
    await user.click(await screen.findByRole('button', { name: 'Heures des employés' }));
    expect(await screen.findByRole('dialog', { name: 'Heures des employés' })).toBeInTheDocument();
    expect(await screen.findByText('Aucun employé trouvé sur cette période.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heures des employés' })).toHaveFocus();
  });

  it('speaks English in English (issue #28): texts, quick notes, the date and the messages, no French left', async () => {
    serverState.role = 'MANAGER';
    serveScreen();
    servePunches();
    const { user } = renderWithProviders(
      <I18nextProvider i18n={createAdminI18n('en')}>
        <PunchPage storage={window.localStorage} lock={noLock} />
      </I18nextProvider>,
      { route: '/admin/punch' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Time clock' })).toBeInTheDocument();
    expect(screen.getByText('OFF DUTY')).toBeInTheDocument();
    expect(screen.getByText('No punches.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Totals' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Week against the 40 h target' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Vehicle maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Staff hours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My timesheet' })).toBeInTheDocument();
    // The long date in English (« Thursday, November 26, 2026 »), not « jeudi 26 novembre 2026 ».
    const weekday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', weekday: 'long' }).format(new Date());
    expect(screen.getByText(new RegExp(`^${weekday}, `))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PUNCH IN' }));
    expect(await screen.findByText('Punch IN recorded.')).toBeInTheDocument();
    expect(screen.getByText('ON DUTY')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Pointage|Aucun|Semaine|Totaux|Enregistr|janvier|février|novembre|décembre|en cours|Aide|synchro/);
  });
});
