import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AdminCreateTimeEntryMutationVariables,
  AdminDeleteTimeEntryMutationVariables,
  AdminHoursSummaryQuery,
  AdminHoursSummaryQueryVariables,
  AdminStaffTimeSheetQuery,
} from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { I18nextProvider } from 'react-i18next';
import { renderWithProviders } from '../../testing/render';
import { createAdminI18n } from '../i18n/i18n';
import { HoursModal } from './HoursModal';
import { PAYROLL_STORAGE_KEY } from './payroll';
import { presetPeriod } from './staff-hours';

const H = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

type Row = AdminHoursSummaryQuery['staffHoursSummary'][number];
const row = (overrides: Partial<Row>): Row & { __typename: 'StaffHoursRow' } => ({
  __typename: 'StaffHoursRow',
  userId: '1',
  name: null,
  email: 'x@example.com',
  role: 'EMPLOYEE',
  totalMs: 0,
  entriesCount: 0,
  openClockIn: null,
  ...overrides,
});

const ROWS = [
  row({ userId: '1', name: 'Éric Tremblay', email: 'eric@example.com', totalMs: 30 * H, entriesCount: 4 }),
  row({ userId: '2', name: 'Alice Gagnon', email: 'alice@example.com', totalMs: 12.5 * H, entriesCount: 2, openClockIn: ago(9 * H) }),
  row({ userId: '3', name: '=HYPERLINK("http://evil.example")', email: 'zoe@example.com', totalMs: 1 * H, entriesCount: 1, openClockIn: ago(H) }),
];

function serveSummary(rows: Row[] = ROWS): AdminHoursSummaryQueryVariables[] {
  const received: AdminHoursSummaryQueryVariables[] = [];
  server.use(
    graphql.query<AdminHoursSummaryQuery, AdminHoursSummaryQueryVariables>('AdminHoursSummary', ({ variables }) => {
      received.push(variables);
      return HttpResponse.json({ data: { staffHoursSummary: rows } });
    }),
  );
  return received;
}

const renderModal = () => {
  const onClose = jest.fn();
  return { onClose, ...renderWithProviders(
      <I18nextProvider i18n={createAdminI18n('fr')}>
        <HoursModal onClose={onClose} storage={localStorage} />
      </I18nextProvider>,
    ) };
};

const bodyRows = () => within(screen.getByRole('table', { name: /Heures par employé/ })).getAllByRole('row').slice(1);
const names = () => bodyRows().map((tr) => within(tr).getAllByRole('cell')[0]!.textContent);

/** Captures what a CSV export would save. */
function captureDownloads(): { files: () => Promise<{ name: string; bytes: Uint8Array; text: string }[]>; restore: () => void } {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const create = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:test';
  });
  const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    files: async () =>
      Promise.all(
        blobs.map(async (blob, index) => {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          return { name: names[index]!, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
        }),
      ),
    restore: () => {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    },
  };
}

let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  confirmSpy.mockRestore();
  localStorage.clear();
});

describe('HoursModal', () => {
  it('is an accessible dialog listing employees of this week, with role tags, totals and open shifts over 8 h in red', async () => {
    const received = serveSummary();
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Heures des employés' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await screen.findByRole('button', { name: 'Éric Tremblay' });
    expect(received[0]).toEqual({ ...presetPeriod('week', Date.now()), tz: 'America/Toronto', roles: 'EMPLOYEE' });
    expect(names()).toEqual(['=HYPERLINK("http://evil.example")', 'Alice Gagnon', 'Éric Tremblay']);
    const alice = bodyRows()[1]!;
    expect(alice).toHaveClass('alert-row');
    expect(within(alice).getByText(/\(plus de 8 h\)/)).toHaveClass('text-danger');
    expect(bodyRows()[0]).not.toHaveClass('alert-row');
    expect(within(alice).getByText('employé')).toHaveClass('role-tag');
    expect(screen.getByText('Employés : 3')).toBeInTheDocument();
    expect(screen.getByText('Total de la période : 43h30')).toBeInTheDocument();
    expect(screen.getByText('En service : 2')).toBeInTheDocument();
  });

  it('asks for every role with “Inclure gérants & admins”, and for other periods with the presets', async () => {
    const received = serveSummary();
    const { user } = renderModal();
    await screen.findByRole('button', { name: 'Éric Tremblay' });
    await user.click(screen.getByRole('checkbox', { name: 'Inclure gérants & admins' }));
    await waitFor(() => expect(received.at(-1)?.roles).toBe('ALL'));
    await user.click(screen.getByRole('button', { name: 'Semaine -1' }));
    await waitFor(() => expect(received.at(-1)).toMatchObject(presetPeriod('lastWeek', Date.now())));
    await user.click(screen.getByRole('button', { name: 'Mois -1' }));
    await waitFor(() => expect(received.at(-1)).toMatchObject(presetPeriod('lastMonth', Date.now())));
    expect(screen.getByLabelText('Du')).toHaveValue(presetPeriod('lastMonth', Date.now()).from);
  });

  it('sorts by a column (ascending, then descending) and filters by name or e-mail, accents ignored', async () => {
    serveSummary();
    const { user } = renderModal();
    await screen.findByRole('button', { name: 'Éric Tremblay' });
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['=HYPERLINK("http://evil.example")', 'Alice Gagnon', 'Éric Tremblay']);
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Éric Tremblay', 'Alice Gagnon', '=HYPERLINK("http://evil.example")']);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher (nom ou courriel)' }), 'eric');
    expect(names()).toEqual(['Éric Tremblay']);
    expect(screen.getByText('Employés : 1')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'personne');
    expect(screen.getByText('Aucun employé trouvé sur cette période.')).toBeInTheDocument();
  });

  it('exports the summary as CSV: BOM, quoted fields, formulas neutralised, durations HHhMM', async () => {
    serveSummary();
    const downloads = captureDownloads();
    try {
      const { user } = renderModal();
      await screen.findByRole('button', { name: 'Éric Tremblay' });
      await user.click(screen.getByRole('button', { name: 'Exporter le CSV des heures' }));
      const [file] = await downloads.files();
      const period = presetPeriod('week', Date.now());
      expect(file!.name).toBe(`heures-employes_${period.from}_${period.to}.csv`);
      expect([...file!.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark
      expect(file!.text.startsWith('\uFEFFNom;Courriel;Rôle;Total;Heures;Entrées;En service depuis\r\n')).toBe(true);
      expect(file!.text).toContain('"\'=HYPERLINK(""http://evil.example"")";zoe@example.com;employé;01h00;1;1;');
      expect(file!.text).toContain('Éric Tremblay;eric@example.com;employé;30h00;30;4;\r\n');
    } finally {
      downloads.restore();
    }
  });

  it('estimates payroll locally, labelled “Estimation”, and keeps the defaults 250 ms after a change', async () => {
    serveSummary([ROWS[0]!]);
    const { user } = renderModal();
    await screen.findByRole('button', { name: 'Éric Tremblay' });
    const panel = screen.getByRole('region', { name: 'Comptabilité (BETA)' });
    expect(within(panel).getByText('Estimation')).toBeInTheDocument();
    expect(within(panel).getByRole('spinbutton', { name: 'Taux horaire ($/h)' })).toHaveValue(20);
    expect(within(panel).getByRole('spinbutton', { name: 'Taux horaire ($/h)' })).toHaveAttribute('step', '0.25');
    expect(within(panel).getByRole('spinbutton', { name: 'RRQ (%)' })).toHaveAttribute('step', '0.001');
    const line = () => within(within(panel).getByRole('table')).getAllByRole('row')[1]!;
    expect(line()).toHaveTextContent(/30,00.*600,00\s\$.*0,00\s\$.*600,00\s\$/);

    await user.clear(within(panel).getByRole('spinbutton', { name: 'Taux horaire ($/h)' }));
    await user.type(within(panel).getByRole('spinbutton', { name: 'Taux horaire ($/h)' }), '25');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Impôt fédéral (%)' }), '{Backspace}10');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Retenue fixe ($ par employé)' }), '{Backspace}50');
    // 30 h × 25 $ = 750 $; 10 % = 75 $; fixed 50 $ → 625 $
    expect(line()).toHaveTextContent(/750,00\s\$.*125,00\s\$.*625,00\s\$/);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(PAYROLL_STORAGE_KEY) ?? '{}')).toMatchObject({ hourlyRate: 25, federalPct: 10, otherDeduct: 50 }));
  });

  it('keeps the focus inside; Escape and the close button close it', async () => {
    serveSummary();
    const { user, onClose } = renderModal();
    await screen.findByRole('button', { name: 'Éric Tremblay' });
    const dialog = screen.getByRole('dialog');
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  describe('an employee’s detail', () => {
    const entryBase = { __typename: 'TimeEntry' as const, userId: '1', source: 'ONLINE' as const };
    /** The generated type plus the __typename fields the server adds (kept out of the generated types). */
    const sheet = (): { [K in keyof AdminStaffTimeSheetQuery]: unknown } & { __typename: 'Query' } => ({
      __typename: 'Query',
      staffTimeSheet: {
        __typename: 'TimeSheet',
        from: ago(100 * H),
        to: new Date().toISOString(),
        totalMs: 9 * H,
        entries: [
          { ...entryBase, id: '11', clockIn: '2026-11-17T13:00:00.000Z', clockOut: '2026-11-17T21:00:00.000Z', note: 'Livraison' },
          { ...entryBase, id: '12', clockIn: ago(H), clockOut: null, note: null },
        ],
        days: [
          { __typename: 'DayTotal', date: '2026-11-16', totalMs: 0 },
          { __typename: 'DayTotal', date: '2026-11-17', totalMs: 8 * H },
        ],
      },
      timeEntryChanges: [
        {
          __typename: 'TimeEntryChange',
          id: '900',
          entryId: '11',
          action: 'UPDATE',
          changedAt: '2026-11-18T14:00:00.000Z',
          changedByName: 'gerante@example.com',
          reason: 'Oubli',
          oldValues: { __typename: 'TimeEntrySnapshot', clockIn: '2026-11-17T14:00:00.000Z', clockOut: '2026-11-17T21:00:00.000Z', note: 'Livraison' },
          newValues: { __typename: 'TimeEntrySnapshot', clockIn: '2026-11-17T13:00:00.000Z', clockOut: '2026-11-17T21:00:00.000Z', note: 'Livraison', splitInto: null },
        },
        {
          __typename: 'TimeEntryChange',
          id: '901',
          entryId: '10',
          action: 'DELETE',
          changedAt: '2026-11-18T15:00:00.000Z',
          changedByName: 'gerante@example.com',
          reason: null,
          oldValues: { __typename: 'TimeEntrySnapshot', clockIn: '2026-11-16T13:00:00.000Z', clockOut: '2026-11-16T14:00:00.000Z', note: null },
          newValues: null,
        },
      ],
    });

    async function openDetail() {
      serveSummary();
      server.use(graphql.query('AdminStaffTimeSheet', () => HttpResponse.json({ data: sheet() })));
      const rendered = renderModal();
      await rendered.user.click(await screen.findByRole('button', { name: 'Éric Tremblay' }));
      await screen.findByRole('heading', { name: /Détail : Éric Tremblay/ });
      await screen.findByText('Livraison');
      return rendered;
    }

    it('shows daily bars, the entries with their actions, and the audit trail (deleted entries included)', async () => {
      const { user } = await openDetail();
      expect(screen.getByRole('meter', { name: 'Heures du 2026-11-17' })).toHaveAttribute('value', String(8 * H));
      const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row');
      expect(within(rows[1]!).getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
      expect(within(rows[2]!).getByRole('button', { name: 'Fermer maintenant' })).toBeInTheDocument();
      await user.click(within(rows[1]!).getByRole('button', { name: 'Historique (1)' }));
      expect(within(rows[1]!).getByText(/Modification de l’entrée n° 11 par gerante@example.com/)).toHaveTextContent('(raison : Oubli)');
      const journal = screen.getByRole('heading', { name: 'Journal des modifications' }).nextElementSibling!;
      expect(within(journal as HTMLElement).getByText(/Suppression de l’entrée n° 10/)).toBeInTheDocument();
    });

    it('checks the times before sending: “Heures invalides”, “Pause invalide”', async () => {
      const created: AdminCreateTimeEntryMutationVariables[] = [];
      server.use(graphql.mutation<never, AdminCreateTimeEntryMutationVariables>('AdminCreateTimeEntry', ({ variables }) => void created.push(variables)));
      const { user } = await openDetail();
      await user.click(screen.getByRole('button', { name: 'Ajouter une entrée' }));
      await user.type(screen.getByLabelText('Début'), '2026-11-18T10:00');
      await user.type(screen.getByLabelText('Fin'), '2026-11-18T09:00');
      await user.click(screen.getByRole('button', { name: 'Ajouter' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Heures invalides');
      expect(created).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Annuler' }));

      const first = within(screen.getAllByRole('table')[0]!).getAllByRole('row')[1]!;
      await user.click(within(first).getByRole('button', { name: 'Ajouter une pause' }));
      await user.type(screen.getByLabelText('Début de la pause'), '2026-11-17T07:00');
      await user.type(screen.getByLabelText('Fin de la pause'), '2026-11-17T07:30');
      await user.click(screen.getByRole('button', { name: 'Découper' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Pause invalide');
    });

    it('adds an entry with local times in America/Toronto, and shows the server’s refusal or the spec’s fallback', async () => {
      const created: AdminCreateTimeEntryMutationVariables[] = [];
      server.use(
        graphql.mutation<never, AdminCreateTimeEntryMutationVariables>('AdminCreateTimeEntry', ({ variables }) => {
          created.push(variables);
          return created.length === 1
            ? HttpResponse.json({ data: null, errors: [{ message: 'Ces heures chevauchent une autre entrée de cet employé.', extensions: { code: 'TIME_ENTRY_OVERLAP' } }] })
            : HttpResponse.json({ data: null, errors: [{ message: 'boom', extensions: { code: 'SOMETHING_ELSE' } }] });
        }),
      );
      const { user } = await openDetail();
      await user.click(screen.getByRole('button', { name: 'Ajouter une entrée' }));
      await user.type(screen.getByLabelText('Début'), '2026-11-18T08:00');
      await user.type(screen.getByLabelText('Fin'), '2026-11-18T12:00');
      await user.type(screen.getByLabelText('Raison (facultatif)'), 'Oubli de puncher');
      await user.click(screen.getByRole('button', { name: 'Ajouter' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Ces heures chevauchent une autre entrée de cet employé.');
      expect(created[0]).toEqual({
        input: { userId: '1', clockIn: '2026-11-18T08:00', clockOut: '2026-11-18T12:00', note: null, reason: 'Oubli de puncher', tz: 'America/Toronto' },
      });
      await user.click(screen.getByRole('button', { name: 'Ajouter' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Création impossible'));
    });

    it('deletes an entry after “Supprimer cette entrée ?”, and sends nothing when cancelled', async () => {
      const deleted: AdminDeleteTimeEntryMutationVariables[] = [];
      server.use(
        graphql.mutation<never, AdminDeleteTimeEntryMutationVariables>('AdminDeleteTimeEntry', ({ variables }) => {
          deleted.push(variables);
          return HttpResponse.json({ data: { deleteTimeEntry: variables.input.id } });
        }),
      );
      const { user } = await openDetail();
      const first = () => within(screen.getAllByRole('table')[0]!).getAllByRole('row')[1]!;
      confirmSpy.mockReturnValueOnce(false);
      await user.click(within(first()).getByRole('button', { name: 'Supprimer' }));
      expect(confirmSpy).toHaveBeenLastCalledWith('Supprimer cette entrée ?');
      expect(deleted).toEqual([]);
      await user.click(within(first()).getByRole('button', { name: 'Supprimer' }));
      await waitFor(() => expect(deleted).toEqual([{ input: { id: '11' } }]));
    });

    it('closes an open entry now, and says “Impossible de fermer” when that fails', async () => {
      server.use(graphql.mutation('AdminUpdateTimeEntry', () => HttpResponse.json({ data: null, errors: [{ message: 'x', extensions: { code: 'WHATEVER' } }] })));
      const { user } = await openDetail();
      await user.click(screen.getByRole('button', { name: 'Fermer maintenant' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de fermer');
    });
  });
});
