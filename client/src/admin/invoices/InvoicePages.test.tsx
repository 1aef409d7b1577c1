import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import type { AdminInvoiceQuery } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { graphQLError, httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';

const LAZY_PAGE_MS = 5000;

/** The detail query's answer (with the __typename each object has on the wire). */
const invoice = (overrides: Record<string, unknown> = {}): AdminInvoiceQuery['invoice'] => ({
  __typename: 'Invoice',
  id: '1',
  number: 'F-2026-000001',
  kind: 'MANUAL',
  status: 'ISSUED',
  clientEmail: 'client@example.ca',
  clientName: 'Marie Tremblay',
  clientAddress: '1 rue A, Trois-Rivières',
  issuedAt: '2026-11-21T15:00:00.000Z',
  dueDate: '2026-11-21',
  terms: 'payable à la réception',
  subtotalCents: 10_000,
  gstCents: 500,
  qstCents: 998,
  totalCents: 11_498,
  paidCents: 0,
  creditedCents: 0,
  balanceCents: 11_498,
  voidReason: null,
  lines: [{ __typename: 'InvoiceLine', description: 'Location de bacs', quantity: 4, unitPriceCents: 2500, amountCents: 10_000 }],
  payments: [],
  creditNotes: [],
  ...overrides,
}) as unknown as AdminInvoiceQuery['invoice'];

describe('InvoiceDetailPage', () => {
  it('shows the lines, both taxes and the balance; records an off-line payment in cents with its method, day and reference', async () => {
    signIn(Role.MANAGER);
    const recorded: unknown[] = [];
    let current = invoice();
    server.use(
      graphql.query('AdminInvoice', () => HttpResponse.json({ data: { invoice: current } })),
      graphql.mutation('AdminRecordInvoicePayment', ({ variables }) => {
        recorded.push(variables.input);
        current = invoice({ paidCents: 5000, balanceCents: 6498, payments: [{ __typename: 'InvoicePayment', id: '9', kind: 'PAYMENT', method: 'CHEQUE', amountCents: 5000, refundedCents: 0, receivedAt: '2026-11-21T17:00:00.000Z', reference: '118', voidedAt: null, voidReason: null }] });
        return HttpResponse.json({ data: { recordInvoicePayment: { __typename: 'InvoicePayment', id: '9' } } });
      }),
    );
    const { user } = renderAdmin('/admin/factures/F-2026-000001');
    await screen.findByRole('heading', { level: 1, name: /F-2026-000001/ }, { timeout: LAZY_PAGE_MS });
    expect(screen.getByText('Location de bacs')).toBeInTheDocument();
    expect(screen.getByText('TPS (5 %)').nextSibling).toHaveTextContent('5,00 $');
    expect(screen.getByText('TVQ (9,975 %)').nextSibling).toHaveTextContent('9,98 $');

    await user.click(screen.getByRole('button', { name: 'Consigner un paiement' }));
    const form = screen.getByRole('form', { name: 'Consigner un paiement' });
    await user.type(within(form).getByLabelText(/Montant/), '12,3x');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByText('Montant invalide.')).toBeInTheDocument();
    expect(recorded).toEqual([]);

    await user.clear(within(form).getByLabelText(/Montant/));
    await user.type(within(form).getByLabelText(/Montant/), '50,00');
    await user.selectOptions(within(form).getByLabelText('Mode'), 'CHEQUE');
    await user.clear(within(form).getByLabelText(/Date de réception/));
    await user.type(within(form).getByLabelText(/Date de réception/), '2026-11-21');
    await user.type(within(form).getByLabelText('Référence'), '118');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Enregistré.');
    expect(recorded).toEqual([{ number: 'F-2026-000001', amountCents: 5000, method: 'CHEQUE', date: '2026-11-21', reference: '118' }]);
    expect(await screen.findByRole('button', { name: /^Annuler le paiement de 50,00\s\$$/ })).toBeInTheDocument();
  });

  it('says « Facture introuvable. » for an unknown number, and shows the load error with Réessayer otherwise; both keep the way back', async () => {
    signIn(Role.MANAGER);
    server.use(graphql.query('AdminInvoice', () => graphQLError(ErrorCode.NOT_FOUND, 'Facture introuvable.')));
    const first = renderAdmin('/admin/factures/F-2026-999999');
    expect(await screen.findByText('Facture introuvable.', {}, { timeout: LAZY_PAGE_MS })).toHaveClass('admin-empty');
    expect(screen.getByRole('link', { name: 'Retour aux factures' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    first.unmount();

    let calls = 0;
    server.use(
      graphql.query('AdminInvoice', () => {
        calls += 1;
        return calls === 1 ? httpAnswer(502, '<html>Bad gateway</html>', 'text/html') : HttpResponse.json({ data: { invoice: invoice() } });
      }),
    );
    const { user } = renderAdmin('/admin/factures/F-2026-000001');
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: LAZY_PAGE_MS }));
    expect(await screen.findByRole('heading', { level: 1, name: /F-2026-000001/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux factures' })).toBeInTheDocument();
  });

  it('shows the server’s French refusal (payment above the balance) and keeps the form', async () => {
    signIn(Role.MANAGER);
    server.use(
      graphql.query('AdminInvoice', () => HttpResponse.json({ data: { invoice: invoice() } })),
      graphql.mutation('AdminIssueCreditNote', () => graphQLError(ErrorCode.BAD_USER_INPUT, 'Le montant dépasse ce qui reste à créditer sur la facture (114,98 $).')),
    );
    const { user } = renderAdmin('/admin/factures/F-2026-000001');
    await screen.findByRole('heading', { level: 1, name: /F-2026-000001/ }, { timeout: LAZY_PAGE_MS });
    await user.click(screen.getByRole('button', { name: 'Émettre une note de crédit' }));
    const form = screen.getByRole('form', { name: 'Émettre une note de crédit' });
    await user.type(within(form).getByLabelText(/Montant/), '200');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByText('Indiquez la raison.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Raison/), 'Erreur');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le montant dépasse ce qui reste à créditer sur la facture (114,98 $).');
    expect(screen.getByRole('form', { name: 'Émettre une note de crédit' })).toBeInTheDocument();
  });
});

describe('InvoiceReportsPage', () => {
  it('shows the GST/QST report by month and exports it as CSV with a BOM', async () => {
    signIn(Role.ADMIN);
    const month = { __typename: 'TaxReportMonth', month: '2026-11', invoiceCount: 2, creditNoteCount: 1, salesCents: 9131, gstCollectedCents: 457, qstCollectedCents: 910, totalCents: 10_498 };
    server.use(
      graphql.query('AdminTaxReport', () => HttpResponse.json({ data: { taxReport: { __typename: 'TaxReport', months: [month], totals: { ...month, month: 'total' } } } })),
      graphql.query('AdminReceivablesAging', () =>
        HttpResponse.json({ data: { receivablesAging: { __typename: 'ReceivablesAging', rows: [], totals: { __typename: 'AgingRow', current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 } } } }),
      ),
    );
    const blobs: Blob[] = [];
    const create = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = renderAdmin('/admin/rapports-facturation');
      await screen.findByRole('heading', { level: 1, name: 'Rapports de facturation' }, { timeout: LAZY_PAGE_MS });
      const row = (await screen.findByRole('rowheader', { name: '2026-11' })).closest('tr')!;
      expect(within(row).getByText('91,31 $')).toBeInTheDocument();
      expect(within(row).getByText('4,57 $')).toBeInTheDocument();
      expect(within(row).getByText('9,10 $')).toBeInTheDocument();
      expect(screen.getByText('Aucun solde impayé.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      // French spreadsheet: ';' and decimal comma, no currency sign.
      expect(text).toContain('Mois;Factures;Notes de crédit;Ventes avant taxes;TPS perçue;TVQ perçue;Total\r\n2026-11;2;1;91,31;4,57;9,10;104,98\r\n');
    } finally {
      create.mockRestore();
      click.mockRestore();
    }
  });
  it('shows each report’s load error with Réessayer, then the receivables by client with their total row', async () => {
    signIn(Role.ADMIN);
    const zero = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 };
    let taxCalls = 0;
    let agingCalls = 0;
    server.use(
      graphql.query('AdminTaxReport', () => {
        taxCalls += 1;
        if (taxCalls === 1) return httpAnswer(502, '<html>Bad gateway</html>', 'text/html');
        return HttpResponse.json({ data: { taxReport: { __typename: 'TaxReport', months: [], totals: { __typename: 'TaxReportMonth', month: 'total', invoiceCount: 0, creditNoteCount: 0, salesCents: 0, gstCollectedCents: 0, qstCollectedCents: 0, totalCents: 0 } } } });
      }),
      graphql.query('AdminReceivablesAging', () => {
        agingCalls += 1;
        if (agingCalls === 1) return httpAnswer(502, '<html>Bad gateway</html>', 'text/html');
        return HttpResponse.json({
          data: {
            receivablesAging: {
              __typename: 'ReceivablesAging',
              rows: [{ __typename: 'AgingRow', clientEmail: 'client@example.ca', clientName: 'Marie Tremblay', ...zero, days31to60: 11_498, total: 11_498 }],
              totals: { __typename: 'AgingRow', ...zero, days31to60: 11_498, total: 11_498 },
            },
          },
        });
      }),
    );
    const { user } = renderAdmin('/admin/rapports-facturation');
    await screen.findByRole('heading', { level: 1, name: 'Rapports de facturation' }, { timeout: LAZY_PAGE_MS });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(2));
    for (const retry of screen.getAllByRole('button', { name: 'Réessayer' })) await user.click(retry);
    expect(await screen.findByText('Aucune donnée pour cette période.')).toHaveClass('admin-empty');
    const row = (await screen.findByRole('rowheader', { name: 'Marie Tremblay (client@example.ca)' })).closest('tr')!;
    expect(within(row).getAllByText('114,98 $')).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });
});
