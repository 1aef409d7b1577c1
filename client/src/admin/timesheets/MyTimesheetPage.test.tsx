import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import type { SubmitMyTimesheetMutationVariables, Timesheets_SheetFragment } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { graphQLError, httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';

type Sheet = Timesheets_SheetFragment & { __typename: 'Timesheet' };

function sheet(overrides: Partial<Sheet> = {}): Sheet {
  return {
    __typename: 'Timesheet',
    userId: '7',
    name: 'Éric Employé',
    email: 'eric@example.com',
    status: 'OPEN',
    workedMinutes: 46 * 60 + 360,
    regularMinutes: 40 * 60 + 330,
    overtimeMinutes: 210,
    holidayMinutes: 0,
    mealBreakMinutes: 180,
    holidayIndemnityMinutes: 0,
    pay: {
      __typename: 'TimesheetPay',
      hourlyRateCents: 2400,
      regularPayCents: 102_240,
      overtimePayCents: 12_600,
      holidayPayCents: 0,
      vacationRateBp: 400,
      vacationAccruedCents: 4594,
      vacationPaidCents: 0,
      grossCents: 114_840,
      vacationBalanceCents: 4594,
      unratedMinutes: 0,
      frozen: false,
    } as Sheet['pay'],
    reviewCount: 0,
    hasOpenEntry: false,
    frozen: false,
    comment: null,
    submittedAt: null,
    decidedAt: null,
    decidedByName: null,
    period: { __typename: 'PayPeriod', start: '2026-10-25', end: '2026-11-07' } as Sheet['period'],
    entries: [
      { __typename: 'TimeEntry', id: '1', clockIn: '2026-10-26T11:00:00.000Z', clockOut: '2026-10-26T20:12:00.000Z', note: null, reviewReason: null },
      { __typename: 'TimeEntry', id: '2', clockIn: '2026-10-27T11:00:00.000Z', clockOut: '2026-10-27T23:00:00.000Z', note: null, reviewReason: 'Fermée automatiquement' },
    ] as unknown as Sheet['entries'],
    mealBreakEntryIds: ['1'],
    holidayWork: [],
    holidays: [],
    history: [],
    ...overrides,
  };
}

function serve(current: Sheet) {
  let shown = current;
  server.use(
    graphql.query('MyTimesheetScreen', () =>
      HttpResponse.json({
        data: {
          payPeriods: [
            { __typename: 'PayPeriod', start: '2026-11-08', end: '2026-11-21' },
            { __typename: 'PayPeriod', start: '2026-10-25', end: '2026-11-07' },
          ],
          myTimesheet: shown,
          myEntryNotices: [],
          myKioskPinSet: false,
        },
      }),
    ),
  );
  return { set: (next: Sheet) => (shown = next) };
}

describe('MyTimesheetPage', () => {
  it('shows the totals with the meal deduction on its own line, entries « à vérifier », and submits', async () => {
    signIn(Role.EMPLOYEE);
    const store = serve(sheet());
    const sent: SubmitMyTimesheetMutationVariables[] = [];
    server.use(
      graphql.mutation('SubmitMyTimesheet', ({ variables }) => {
        sent.push(variables as SubmitMyTimesheetMutationVariables);
        const submitted = sheet({ status: 'SUBMITTED', submittedAt: '2026-11-21T15:00:00.000Z' });
        store.set(submitted);
        return HttpResponse.json({ data: { submitTimesheet: submitted } });
      }),
    );
    const { user } = renderAdmin('/admin/feuille-de-temps');
    await screen.findByRole('heading', { level: 1, name: 'Ma feuille de temps' });
    const totals = screen.getByRole('table', { name: 'Totaux de la période' });
    expect(within(totals).getByRole('row', { name: /Heures supplémentaires/ })).toHaveTextContent('3 h 30');
    expect(within(totals).getByRole('row', { name: /Pause-repas non payée/ })).toHaveTextContent('−3 h 00');
    expect(within(totals).getByRole('row', { name: /Heures normales/ })).toHaveTextContent('45 h 30');
    expect(screen.getByText(/pause-repas déduite/)).toBeInTheDocument();
    expect(screen.getByText(/À vérifier : Fermée automatiquement/)).toBeInTheDocument();
    // Issue #27: the pay lines, the vacation indemnity on its own line.
    const pay = screen.getByRole('table', { name: 'Paie de la période' });
    expect(within(pay).getByRole('row', { name: /Heures supplémentaires \(1,5 ×\)/ })).toHaveTextContent('126,00 $');
    expect(within(pay).getByRole('row', { name: /Indemnité de vacances gagnée \(4 %\)/ })).toHaveTextContent('45,94 $');
    expect(within(pay).getByRole('row', { name: /^Brut/ })).toHaveTextContent('1 148,40 $');

    await user.click(screen.getByRole('button', { name: 'Soumettre ma feuille de temps' }));
    expect(await screen.findByText('Feuille de temps soumise à votre gestionnaire.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { periodStart: '2026-10-25' } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Soumettre ma feuille de temps' })).not.toBeInTheDocument());
    expect(screen.getByText('Soumise')).toBeInTheDocument();
  });

  it('shows the server’s French refusal (an open shift) and keeps the button', async () => {
    signIn(Role.EMPLOYEE);
    serve(sheet());
    const message = 'Un quart est encore ouvert dans cette période : fermez-le (dépunchez) avant de soumettre ou d’approuver.';
    server.use(graphql.mutation('SubmitMyTimesheet', () => graphQLError(ErrorCode.INVALID_STATUS_TRANSITION, message)));
    const { user } = renderAdmin('/admin/feuille-de-temps');
    await user.click(await screen.findByRole('button', { name: 'Soumettre ma feuille de temps' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Soumettre ma feuille de temps' })).toBeEnabled();
  });

  it('shows the manager’s comment on a sheet sent back, and no button on an approved one', async () => {
    signIn(Role.EMPLOYEE);
    serve(sheet({ status: 'APPROVED', frozen: true, comment: 'Merci' }));
    renderAdmin('/admin/feuille-de-temps');
    expect(await screen.findByText('Approuvée (verrouillée)')).toBeInTheDocument();
    expect(screen.getByText(/« Merci »/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Soumettre ma feuille de temps' })).not.toBeInTheDocument();
  });
  it('says « Erreur de chargement » with Réessayer when the sheet cannot be loaded, then shows it', async () => {
    signIn(Role.EMPLOYEE);
    serve(sheet());
    server.use(graphql.query('MyTimesheetScreen', () => httpAnswer(502, '<html>Bad gateway</html>', 'text/html'), { once: true }));
    const { user } = renderAdmin('/admin/feuille-de-temps');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de chargement');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ma feuille de temps' })).toBeInTheDocument();
  });
});
