import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import type { CompleteSnowVisitMutationVariables, SnowVisit_VisitFragment } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { graphQLError, httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';
import { VISIT_QUEUE_KEY } from './visit-queue';

const LAZY = { timeout: 5000 };

const visit = (overrides: Partial<SnowVisit_VisitFragment> = {}): SnowVisit_VisitFragment & { __typename: 'SnowVisitView' } => ({
  __typename: 'SnowVisitView',
  id: '7',
  position: 1,
  address: '1250 rue Royale, Trois-Rivières, QC G9A 4J6',
  note: 'Entrée de côté.',
  customerName: 'Marie Tremblay',
  phone: '+18195551234',
  phoneDisplay: '(819) 555-1234',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=1250%20rue%20Royale',
  urgent: false,
  abrasif: true,
  kind: 'Abonnement',
  status: 'PENDING',
  reason: null,
  deadlineAt: '2099-11-21T18:00:00.000Z',
  late: false,
  completedAt: null,
  completedBy: null,
  hasPhoto: false,
  photoAt: null,
  photoUrl: null,
  ...overrides,
});

function serveRoute(completions: CompleteSnowVisitMutationVariables[], answer: 'ok' | 'refused' = 'ok') {
  server.use(
    graphql.query('MySnowRoutes', () =>
      HttpResponse.json({
        data: {
          mySnowRoutes: [
            { __typename: 'SnowRouteView', id: '3', snowfallId: '1', sector: 'Trois-Rivières (centre)', employeeId: '1', employeeLabel: 'Denis', done: 0, impossible: 0, remaining: 1, late: 0, lastPhotoVisitId: null, visits: [visit()] },
          ],
        },
      }),
    ),
    graphql.mutation('CompleteSnowVisit', ({ variables }) => {
      completions.push(variables as CompleteSnowVisitMutationVariables);
      if (answer === 'refused') return graphQLError(ErrorCode.FORBIDDEN, 'Ce passage appartient à la tournée d’un autre employé.');
      return HttpResponse.json({ data: { completeSnowVisit: visit({ status: 'DONE', completedAt: (variables as CompleteSnowVisitMutationVariables).input.occurredAt }) } });
    }),
  );
}

describe('SnowRoutePage (/admin/ma-route)', () => {
  beforeEach(() => localStorage.removeItem(VISIT_QUEUE_KEY));

  it('gives the driver the customer’s name, a tap-to-call link, a maps link, and marks an urgent visit (issue #27)', async () => {
    signIn(Role.EMPLOYEE);
    server.use(
      graphql.query('MySnowRoutes', () =>
        HttpResponse.json({
          data: {
            mySnowRoutes: [
              {
                __typename: 'SnowRouteView', id: '3', snowfallId: '1', sector: 'Trois-Rivières (centre)', employeeId: '1', employeeLabel: 'Denis', done: 0, impossible: 0, remaining: 2, late: 0, lastPhotoVisitId: null,
                visits: [visit({ id: '8', urgent: true, address: '88 rue des Forges, Trois-Rivières' }), visit()],
              },
            ],
          },
        }),
      ),
    );
    renderAdmin('/admin/ma-route');
    await screen.findByText('1250 rue Royale, Trois-Rivières, QC G9A 4J6', {}, LAZY);
    const stops = screen.getAllByRole('listitem').filter((li) => li.dataset['testid']?.startsWith('stop-'));
    expect(stops[0]).toHaveAttribute('data-urgent', 'true');
    expect(stops[0]).toHaveTextContent('URGENT');
    expect(stops[1]).not.toHaveTextContent('URGENT');
    expect(screen.getAllByText('Client : Marie Tremblay')).toHaveLength(2);
    const call = screen.getAllByRole('link', { name: 'Appeler Marie Tremblay' })[0]!;
    expect(call).toHaveAttribute('href', 'tel:+18195551234');
    expect(call).toHaveTextContent('(819) 555-1234');
    expect(screen.getAllByRole('link', { name: /^Itinéraire vers 1250 rue Royale/ })[0]).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/));
    expect(screen.getAllByLabelText('Photo (facultative)')[0]).toHaveClass('field__control');
  });

  it('shows the stops in order and sends "Fait" once with an idempotency key and the time it was pressed; no position without opt-in', async () => {
    signIn(Role.EMPLOYEE);
    const completions: CompleteSnowVisitMutationVariables[] = [];
    serveRoute(completions);
    const { user } = renderAdmin('/admin/ma-route');
    await screen.findByText('1250 rue Royale, Trois-Rivières, QC G9A 4J6', {}, LAZY);
    expect(screen.getByText('Entrée de côté.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Partager ma position au moment de chaque passage' })).not.toBeChecked();
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Fait' }));
    await screen.findByText('Passage enregistré.');
    expect(completions).toHaveLength(1);
    const input = completions[0]!.input;
    expect(input).toMatchObject({ visitId: '7', outcome: 'done', latitude: null, longitude: null });
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(input.occurredAt)).toBeGreaterThanOrEqual(before - 1000);
    await waitFor(() => expect(localStorage.getItem(VISIT_QUEUE_KEY)).toBeNull());
  });

  it('"Impossible" asks for the reason; a refusal stays listed with the server’s French message', async () => {
    signIn(Role.EMPLOYEE);
    const completions: CompleteSnowVisitMutationVariables[] = [];
    serveRoute(completions, 'refused');
    const { user } = renderAdmin('/admin/ma-route');
    await screen.findByText('1250 rue Royale, Trois-Rivières, QC G9A 4J6', {}, LAZY);
    await user.click(screen.getByRole('button', { name: 'Impossible' }));
    await user.type(screen.getByLabelText('Raison'), 'Voiture dans l’entrée');
    await user.click(screen.getByRole('button', { name: 'Enregistrer « Impossible »' }));
    await screen.findByText('Refusé : Ce passage appartient à la tournée d’un autre employé.');
    expect(completions[0]!.input).toMatchObject({ outcome: 'impossible', reason: 'Voiture dans l’entrée' });
  });
  it('shows the load error with Réessayer, then says no route is assigned', async () => {
    signIn(Role.EMPLOYEE);
    let calls = 0;
    server.use(
      graphql.query('MySnowRoutes', () => {
        calls += 1;
        return calls === 1 ? httpAnswer(502, '<html>Bad gateway</html>', 'text/html') : HttpResponse.json({ data: { mySnowRoutes: [] } });
      }),
    );
    const { user } = renderAdmin('/admin/ma-route');
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }, LAZY));
    expect(await screen.findByText('Aucune route ne vous est assignée pour la dernière chute.')).toHaveClass('admin-empty');
  });
});
