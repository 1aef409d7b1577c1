import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import type { CompleteSnowVisitMutationVariables, SnowVisit_VisitFragment } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { graphQLError, renderAdmin, signIn } from '../testing/admin-fixtures';
import { VISIT_QUEUE_KEY } from './visit-queue';

const LAZY = { timeout: 5000 };

const visit = (overrides: Partial<SnowVisit_VisitFragment> = {}): SnowVisit_VisitFragment & { __typename: 'SnowVisitView' } => ({
  __typename: 'SnowVisitView',
  id: '7',
  position: 1,
  address: '1250 rue Royale, Trois-Rivières, QC G9A 4J6',
  note: 'Entrée de côté.',
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
});
