import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import type { ApproveTimesheetMutationVariables, RejectTimesheetMutationVariables, Timesheets_SheetFragment } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';

type Sheet = Timesheets_SheetFragment & { __typename: 'Timesheet' };

const sheet = (userId: string, name: string, overrides: Partial<Sheet> = {}): Sheet => ({
  __typename: 'Timesheet', userId, name, email: `${userId}@example.com`, status: 'SUBMITTED', workedMinutes: 2760, regularMinutes: 2400,
  overtimeMinutes: 360, holidayMinutes: 0, mealBreakMinutes: 0, holidayIndemnityMinutes: 0, pay: null, reviewCount: 0, hasOpenEntry: false, frozen: false,
  comment: null, submittedAt: '2026-11-21T15:00:00.000Z', decidedAt: null, decidedByName: null,
  period: { __typename: 'PayPeriod', start: '2026-11-08', end: '2026-11-21' } as Sheet['period'], entries: [], mealBreakEntryIds: [], holidayWork: [], holidays: [], history: [],
  ...overrides,
});

function serve(sheets: Sheet[]) {
  server.use(
    graphql.query('TimesheetApprovalsScreen', () =>
      HttpResponse.json({
        data: {
          payPeriods: [{ __typename: 'PayPeriod', start: '2026-11-08', end: '2026-11-21' }],
          timesheets: sheets,
          heldPunches: [
            {
              __typename: 'HeldPunch', id: '9', userId: '7', name: 'Éric Employé', email: '7@example.com', action: 'IN',
              effectiveAt: '2026-11-19T13:00:00.000Z', receivedAt: '2026-11-21T15:00:00.000Z', offline: true, note: null, periodStart: '2026-11-08',
            },
          ],
          entryNotices: [],
        },
      }),
    ),
    graphql.query('AdminKiosks', () => HttpResponse.json({ data: { kiosks: [] } })),
  );
}

describe('TimesheetApprovalsPage', () => {
  it('approves with a comment and sends back with one; shows held punches; no reopen for a MANAGER', async () => {
    signIn(Role.MANAGER);
    serve([sheet('7', 'Éric Employé'), sheet('8', 'Zoé Autre'), sheet('9', 'Alain Approuvé', { status: 'APPROVED', frozen: true })]);
    const approved: ApproveTimesheetMutationVariables[] = [];
    const rejected: RejectTimesheetMutationVariables[] = [];
    server.use(
      graphql.mutation('ApproveTimesheet', ({ variables }) => {
        approved.push(variables as ApproveTimesheetMutationVariables);
        return HttpResponse.json({ data: { approveTimesheet: sheet('7', 'Éric Employé', { status: 'APPROVED' }) } });
      }),
      graphql.mutation('RejectTimesheet', ({ variables }) => {
        rejected.push(variables as RejectTimesheetMutationVariables);
        return HttpResponse.json({ data: { rejectTimesheet: sheet('8', 'Zoé Autre', { status: 'REJECTED' }) } });
      }),
    );
    const { user } = renderAdmin('/admin/feuilles-de-temps');
    const eric = await screen.findByRole('article', { name: 'Éric Employé' });
    await user.type(within(eric).getByLabelText('Commentaire pour Éric Employé'), 'Merci');
    await user.click(within(eric).getByRole('button', { name: 'Approuver' }));
    expect(await within(eric).findByText('Feuille de temps approuvée.')).toBeInTheDocument();
    expect(approved).toEqual([{ input: { userId: '7', periodStart: '2026-11-08', comment: 'Merci' } }]);

    const zoe = screen.getByRole('article', { name: 'Zoé Autre' });
    await user.type(within(zoe).getByLabelText('Commentaire pour Zoé Autre'), 'Il manque jeudi');
    await user.click(within(zoe).getByRole('button', { name: 'Renvoyer' }));
    await waitFor(() => expect(rejected).toEqual([{ input: { userId: '8', periodStart: '2026-11-08', comment: 'Il manque jeudi' } }]));

    const alain = screen.getByRole('article', { name: 'Alain Approuvé' });
    expect(within(alain).queryByRole('button', { name: 'Rouvrir' })).not.toBeInTheDocument();
    expect(screen.getByText(/Éric Employé — IN .* \(hors ligne\)/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tablettes de pointage' })).not.toBeInTheDocument();
  });

  it('an ADMIN reopens an approved sheet with a reason and manages tablets', async () => {
    signIn(Role.ADMIN);
    serve([sheet('9', 'Alain Approuvé', { status: 'APPROVED', frozen: true })]);
    const reopened: unknown[] = [];
    server.use(
      graphql.mutation('ReopenTimesheet', ({ variables }) => {
        reopened.push(variables);
        return HttpResponse.json({ data: { reopenTimesheet: sheet('9', 'Alain Approuvé', { status: 'OPEN' }) } });
      }),
    );
    const { user } = renderAdmin('/admin/feuilles-de-temps');
    const alain = await screen.findByRole('article', { name: 'Alain Approuvé' });
    await user.type(within(alain).getByLabelText('Raison de la réouverture (Alain Approuvé)'), 'Prime oubliée');
    await user.click(within(alain).getByRole('button', { name: 'Rouvrir' }));
    await waitFor(() => expect(reopened).toEqual([{ input: { userId: '9', periodStart: '2026-11-08', comment: 'Prime oubliée' } }]));
    expect(screen.getByRole('heading', { name: 'Tablettes de pointage' })).toBeInTheDocument();
  });
  it('says « Erreur de chargement » with Réessayer when the period cannot be loaded, then shows it', async () => {
    signIn(Role.MANAGER);
    serve([]);
    server.use(graphql.query('TimesheetApprovalsScreen', () => httpAnswer(502, '<html>Bad gateway</html>', 'text/html'), { once: true }));
    const { user } = renderAdmin('/admin/feuilles-de-temps');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de chargement');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Personne n’a d’heures dans cette période.')).toBeInTheDocument();
  });
});
