import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { KioskPunchMutationVariables } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { httpAnswer, renderAdmin } from '../testing/admin-fixtures';
import { KIOSK_QUEUE_KEY, KIOSK_TOKEN_KEY, readKioskQueue } from './kiosk-queue';

const TOKEN = 'kiosk_0123456789abcdefghijklmnopqrstuv';

function serveSession() {
  server.use(
    graphql.query('KioskScreen', () =>
      HttpResponse.json({
        data: {
          kioskSession: {
            __typename: 'KioskSession',
            kioskName: 'Entrepôt',
            serverTime: '2026-11-21T15:00:00.000Z',
            staff: [{ __typename: 'KioskStaff', id: '7', name: 'Éric Employé', onShift: false }],
          },
        },
      }),
    ),
  );
}

describe('KioskPage', () => {
  afterEach(() => {
    window.localStorage.clear();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: true });
  });

  it('asks for the tablet’s code when it has none, without a staff session', async () => {
    renderAdmin('/admin/kiosque');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pointage — tablette partagée' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code de la tablette')).toBeInTheDocument();
  });

  it('an employee picks their name, types their PIN and punches in', async () => {
    window.localStorage.setItem(KIOSK_TOKEN_KEY, TOKEN);
    serveSession();
    const sent: KioskPunchMutationVariables[] = [];
    server.use(
      graphql.mutation('KioskPunch', ({ variables }) => {
        sent.push(variables as KioskPunchMutationVariables);
        return HttpResponse.json({ data: { kioskPunch: { __typename: 'TimeEntry', id: '1', clockIn: '2026-11-21T15:00:00.000Z', clockOut: null } } });
      }),
    );
    const { user } = renderAdmin('/admin/kiosque');
    await user.click(await screen.findByRole('button', { name: 'Éric Employé (hors service)' }));
    await user.type(screen.getByLabelText('NIP de Éric Employé'), '4826');
    await user.click(screen.getByRole('button', { name: 'PUNCHER' }));
    expect(await screen.findByText('Pointage enregistré pour Éric Employé.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({ kioskToken: TOKEN, userId: '7', pin: '4826', action: 'IN', offline: false });
    expect(sent[0]!.input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offline, the punch waits in the tablet’s queue with its time and key', async () => {
    window.localStorage.setItem(KIOSK_TOKEN_KEY, TOKEN);
    serveSession();
    const { user } = renderAdmin('/admin/kiosque');
    await user.click(await screen.findByRole('button', { name: 'Éric Employé (hors service)' }));
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: false });
    await user.type(screen.getByLabelText('NIP de Éric Employé'), '4826');
    await user.click(screen.getByRole('button', { name: 'DÉPUNCHER' }));
    expect(await screen.findByText('Hors ligne : pointage mis en file, il sera envoyé au retour de la connexion.')).toBeInTheDocument();
    const [queued] = readKioskQueue(window.localStorage);
    expect(queued).toMatchObject({ userId: '7', action: 'OUT', pin: '4826' });
    expect(window.localStorage.getItem(KIOSK_QUEUE_KEY)).toContain(queued!.id);
    expect(screen.getByText('Pointages en attente : 1')).toBeInTheDocument();
  });
  it('when the tablet’s screen cannot be loaded, offers Réessayer and « Oublier cette tablette »; Réessayer loads the names', async () => {
    window.localStorage.setItem(KIOSK_TOKEN_KEY, TOKEN);
    let calls = 0;
    server.use(
      graphql.query('KioskScreen', () => {
        calls += 1;
        if (calls === 1) return httpAnswer(502, '<html>Bad gateway</html>', 'text/html');
        return HttpResponse.json({
          data: { kioskSession: { __typename: 'KioskSession', kioskName: 'Entrepôt', serverTime: '2026-11-21T15:00:00.000Z', staff: [{ __typename: 'KioskStaff', id: '7', name: 'Éric Employé', onShift: false }] } },
        });
      }),
    );
    const { user } = renderAdmin('/admin/kiosque');
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Oublier cette tablette' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Éric Employé (hors service)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oublier cette tablette' })).not.toBeInTheDocument();
  });
});
