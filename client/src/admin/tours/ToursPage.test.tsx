import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import { tourToday, TOUR_MESSAGES } from '@shared/tours';
import type { AdminTour_TourFragment, AdminToursQueryVariables, CreateTourMutationVariables, UpdateTourStatusMutationVariables } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { graphQLError, httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';

/** The page is a lazily loaded chunk: the first render may take a while on a loaded machine. */
const LAZY = { timeout: 5000 };

type Tour = AdminTour_TourFragment & { __typename: 'Tour' };

const stop = (orderId: string, address: string, urgent = false) => ({ __typename: 'TourStop' as const, orderId, confirmationCode: `DN-TEST000${orderId}`, address, urgent, note: '' });

function tour(overrides: Partial<Tour> = {}): Tour {
  return {
    __typename: 'Tour',
    id: '4',
    date: '2026-11-21',
    zone: 'Cap-de-la-Madeleine',
    name: 'Cap-de-la-Madeleine',
    mode: 'abonnement',
    type: 'Abonnement + urgence',
    status: 'PLANNED',
    heure: '08:30',
    planned: true,
    stopCount: 2,
    stops: [stop('1', '250 rue Fusey, Trois-Rivières G8T 2V8', true), stop('2', '12 rue Loranger, Trois-Rivières G8T 1A1')],
    createdBy: 'gestion@example.ca',
    statusChangedBy: null,
    statusChangedAt: null,
    ...overrides,
  };
}

const proposal = tour({ id: null, zone: 'Pointe-du-Lac', name: null, mode: 'one-shot', type: 'One-shot', heure: null, planned: false, stopCount: 1, stops: [stop('3', '10 rue Notre-Dame O., G9C 1A1')], createdBy: null });

function serveTours(byDate: Record<string, Tour[]>) {
  const asked: AdminToursQueryVariables[] = [];
  server.use(
    graphql.query('AdminTours', ({ variables }) => {
      asked.push(variables as AdminToursQueryVariables);
      return HttpResponse.json({ data: { tours: byDate[String(variables.date)] ?? [] } });
    }),
  );
  return asked;
}

describe('ToursPage (/admin/tournees)', () => {
  it('shows the tour types in the screen’s language (issue #28: French types in English)', async () => {
    localStorage.setItem('adminLanguage', 'en');
    signIn(Role.MANAGER);
    const today = tourToday(new Date());
    serveTours({ [today]: [tour(), tour({ id: '5', zone: 'Trois-Rivières (centre)', name: 'Centre midi', type: 'One-shot', mode: 'one-shot', status: 'IN_PROGRESS', heure: '12:00' })] });
    renderAdmin('/admin/tournees');
    const table = await screen.findByRole('table', {}, LAZY);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3))).toEqual([
      ['08:30', 'Subscription + urgent', 'planned'],
      ['12:00', 'One-time', 'in progress'],
    ]);
    expect(within(rows[0]!).getByText('Subscription + urgent')).toHaveClass('tour-type--red');
  });

  it('shows today’s tours by default, with time, zone, spec badges and statuses; another date asks again', async () => {
    signIn(Role.MANAGER);
    const today = tourToday(new Date());
    const asked = serveTours({ [today]: [tour(), tour({ id: '5', zone: 'Trois-Rivières (centre)', name: 'Centre midi', type: 'One-shot', mode: 'one-shot', status: 'IN_PROGRESS', heure: '12:00' }), proposal], '2026-12-24': [] });
    const { user } = renderAdmin('/admin/tournees');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3))).toEqual([
      ['08:30', 'Abonnement + urgence', 'planifiée'],
      ['12:00', 'One-shot', 'en cours'],
      ['—', 'One-shot', 'à planifier'],
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Trois-Rivières (centre) — Centre midi');
    expect(within(rows[0]!).getByText('Abonnement + urgence')).toHaveClass('tour-type--red');
    expect(within(rows[1]!).getByText('One-shot')).toHaveClass('tour-type--yellow');
    expect(within(rows[0]!).getByText('2 arrêts')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/250 rue Fusey/)).toHaveTextContent('— urgent');

    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-12-24');
    expect(await screen.findByText('Aucune tournée pour cette date.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ date: '2026-12-24' });
  });

  it('Nouvelle tournée: the proposal’s Planifier pre-fills the dialog, the time is checked, the tour is created and the list reloaded', async () => {
    signIn(Role.MANAGER);
    const today = tourToday(new Date());
    const byDate = { [today]: [proposal] };
    const asked = serveTours(byDate);
    const created: CreateTourMutationVariables[] = [];
    server.use(
      graphql.mutation('CreateTour', ({ variables }) => {
        const vars = variables as CreateTourMutationVariables;
        created.push(vars);
        const stored = tour({ id: '9', zone: 'Pointe-du-Lac', name: 'Pointe-du-Lac', mode: 'one-shot', type: 'One-shot', heure: '08:30', stopCount: 1 });
        byDate[today] = [stored];
        return HttpResponse.json({ data: { createTour: stored } });
      }),
    );
    const { user } = renderAdmin('/admin/tournees');
    await user.click(await screen.findByRole('button', { name: 'Planifier Pointe-du-Lac (One-shot)' }, LAZY));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle tournée' });
    expect(within(dialog).getByLabelText('Zone')).toHaveValue('Pointe-du-Lac');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('one-shot');
    await user.type(within(dialog).getByLabelText('Heure'), '25h');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la tournée' }));
    expect(within(dialog).getByText('Heure invalide (ex. 8h30 ou 08:30).')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Heure'));
    await user.type(within(dialog).getByLabelText('Heure'), '8h30');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la tournée' }));
    expect(await screen.findByText('Tournée créée.')).toBeInTheDocument();
    expect(created).toEqual([{ input: { date: today, zone: 'Pointe-du-Lac', mode: 'one-shot', heure: '8h30', name: null } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Démarrer la tournée Pointe-du-Lac de 08:30' })).toBeInTheDocument());
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server’s refusal under its field and in the dialog', async () => {
    signIn(Role.MANAGER);
    serveTours({});
    server.use(graphql.mutation('CreateTour', () => graphQLError(ErrorCode.BAD_USER_INPUT, TOUR_MESSAGES.noStops, { fieldErrors: { zone: TOUR_MESSAGES.noStops } })));
    const { user } = renderAdmin('/admin/tournees');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle tournée' }, LAZY));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle tournée' });
    await user.type(within(dialog).getByLabelText('Heure'), '7:15');
    await user.click(within(dialog).getByRole('button', { name: 'Créer la tournée' }));
    expect(await within(dialog).findAllByText(TOUR_MESSAGES.noStops)).toHaveLength(2);
    expect(within(dialog).getByLabelText('Zone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves a tour forward with Démarrer, then Terminer', async () => {
    signIn(Role.MANAGER);
    const today = tourToday(new Date());
    const byDate = { [today]: [tour()] };
    serveTours(byDate);
    const moves: UpdateTourStatusMutationVariables[] = [];
    server.use(
      graphql.mutation('UpdateTourStatus', ({ variables }) => {
        const vars = variables as UpdateTourStatusMutationVariables;
        moves.push(vars);
        byDate[today] = [tour({ status: vars.input.status, statusChangedBy: 'gestion@example.ca' })];
        return HttpResponse.json({ data: { updateTourStatus: byDate[today][0] } });
      }),
    );
    const { user } = renderAdmin('/admin/tournees');
    await user.click(await screen.findByRole('button', { name: 'Démarrer la tournée Cap-de-la-Madeleine de 08:30' }, LAZY));
    expect(await screen.findByText('en cours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Démarrer/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terminer la tournée Cap-de-la-Madeleine de 08:30' }));
    expect(await screen.findByText('terminée')).toBeInTheDocument();
    expect(moves).toEqual([{ input: { id: '4', status: 'IN_PROGRESS' } }, { input: { id: '4', status: 'DONE' } }]);
  });

  it('says when the tours cannot be loaded, and retries', async () => {
    signIn(Role.MANAGER);
    server.use(graphql.query('AdminTours', () => httpAnswer(502, 'Bad Gateway')));
    const { user } = renderAdmin('/admin/tournees');
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('Impossible de charger les tournées.');
    serveTours({});
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune tournée pour cette date.')).toBeInTheDocument();
  });
});
