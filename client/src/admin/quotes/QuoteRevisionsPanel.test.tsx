import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import { applyTaxes } from '@shared/pricing/taxes';
import type { AdminQuoteRevision_FieldsFragment } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { renderAdmin, signIn } from '../testing/admin-fixtures';
import { detailEvent } from '../events/events.test-fixtures';

function revision(number: number, overrides: Partial<AdminQuoteRevision_FieldsFragment> = {}): AdminQuoteRevision_FieldsFragment & { __typename: 'QuoteRevision' } {
  return {
    __typename: 'QuoteRevision',
    id: String(100 + number),
    number,
    status: 'DRAFT',
    lines: [{ __typename: 'QuoteRevisionLine', kind: 'service', code: '', description: 'Livraison', quantity: 1, days: 1, unitPriceCents: 6000, amountCents: 6000 }],
    discountLabel: '',
    discountCents: 0,
    subtotalCents: 6000,
    gstCents: 300,
    qstCents: 599,
    totalCents: 6899,
    totalFormatted: '68,99 $',
    note: '',
    validUntil: '2026-12-21',
    contentHash: 'a'.repeat(64),
    createdAt: '2026-11-21T15:00:00.000Z',
    sentAt: null,
    answeredAt: null,
    acceptedName: null,
    termsVersion: null,
    acceptedUserAgent: null,
    acceptedContentHash: null,
    declineReason: null,
    isLatest: false,
    pdfPath: `/client-files/staff/soumission-${100 + number}.pdf`,
    ...overrides,
  } as AdminQuoteRevision_FieldsFragment & { __typename: 'QuoteRevision' };
}

function serve(revisions: AdminQuoteRevision_FieldsFragment[], timeline: unknown[] = []) {
  server.use(
    graphql.query('AdminEventRequest', () => HttpResponse.json({ data: { eventRequest: detailEvent('7') } })),
    graphql.query('AdminEventQuote', () => HttpResponse.json({ data: { eventQuoteRevisions: revisions, eventTimeline: timeline } })),
    // The editor's availability warning (issue #16): nothing tracked in these tests.
    graphql.query('EventEquipmentAvailability', () => HttpResponse.json({ data: { eventEquipmentAvailability: [] } })),
  );
}

describe('QuoteRevisionsPanel (event detail)', () => {
  it('starts revision 1 from the request’s lines, previews the taxes, and saves what staff typed (the server computes the amounts)', async () => {
    signIn(Role.MANAGER);
    let revisions: AdminQuoteRevision_FieldsFragment[] = [];
    serve([]);
    server.use(graphql.query('AdminEventQuote', () => HttpResponse.json({ data: { eventQuoteRevisions: revisions, eventTimeline: [] } })));
    const saved: unknown[] = [];
    server.use(
      graphql.mutation('AdminSaveQuoteRevision', ({ variables }) => {
        saved.push(variables['input']);
        revisions = [revision(1)];
        return HttpResponse.json({ data: { saveQuoteRevision: revision(1) } });
      }),
    );
    const { user } = renderAdmin('/admin/events/7');
    const panel = await screen.findByRole('region', { name: 'Soumission au client' }, { timeout: 5000 });
    expect(within(panel).getByText(/Aucune révision/)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Description 1')).toHaveValue('Bac roulant 360 L');
    const quantity = within(panel).getByLabelText('Quantité 1');
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.type(within(panel).getByLabelText('Rabais ($)'), '10');
    // 5 × 10 $ × 3 + 2 × 135 $ × 3 + 60 $ − 10 $ = 1 010 $
    const expected = applyTaxes(101_000);
    expect(within(panel).getByText((_, el) => el?.tagName === 'STRONG' && el.textContent!.replace(/\s/g, '') === `${(expected.total / 100).toFixed(2).replace('.', ',')}$`)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer la révision' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      eventRequestId: '7',
      discountCents: 1000,
      lines: [
        { kind: 'equipment', code: 'bac', description: 'Bac roulant 360 L', quantity: 5, days: 3, unitPriceCents: 1000 },
        { kind: 'equipment', code: 'toilette', quantity: 2, days: 3, unitPriceCents: 13_500 },
        { kind: 'service', code: null, description: 'Livraison et récupération', quantity: 1, days: null, unitPriceCents: 6000 },
      ],
    });
    expect(await within(panel).findByText('Révision 1 enregistrée.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Envoyer au client' })).toBeInTheDocument();
  });

  it('shows "acceptée" with the signature record, the timeline, and no editor once accepted', async () => {
    signIn(Role.MANAGER);
    serve(
      [
        revision(2, { status: 'ACCEPTED', isLatest: true, acceptedName: 'Marie Tremblay', termsVersion: '2026-11-01', acceptedContentHash: 'b'.repeat(64), acceptedUserAgent: 'Mozilla/5.0', answeredAt: '2026-11-22T15:00:00.000Z', sentAt: '2026-11-21T16:00:00.000Z' }),
        revision(1, { status: 'SENT' }),
      ],
      [{ __typename: 'TimelineEntry', at: '2026-11-22T15:00:00.000Z', kind: 'quote.accepted', label: 'Soumission acceptée', actor: 'client', actorName: 'Marie Tremblay', message: null }],
    );
    renderAdmin('/admin/events/7');
    const panel = await screen.findByRole('region', { name: 'Soumission au client' }, { timeout: 5000 });
    const accepted = await within(panel).findByTestId('revision-2');
    expect(within(accepted).getByText('acceptée')).toBeInTheDocument();
    expect(accepted).toHaveTextContent('Acceptée par Marie Tremblay');
    expect(accepted).toHaveTextContent('Conditions générales : version 2026-11-01');
    expect(accepted).toHaveTextContent('b'.repeat(64));
    expect(within(panel).getByText(/La soumission est acceptée/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Enregistrer la révision' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Envoyer au client' })).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Soumission acceptée');
  });
});

describe('the accepted revision on the event detail (issue #25)', () => {
  it('shows the signed lines with the catalogue names, the days, the discount and the total', async () => {
    signIn(Role.MANAGER);
    serve([
      revision(2, {
        status: 'ACCEPTED',
        isLatest: true,
        acceptedName: 'Marie Tremblay',
        answeredAt: '2026-11-22T15:00:00.000Z',
        lines: [
          { __typename: 'QuoteRevisionLine', kind: 'equipment', code: 'bac', description: 'Bac de recyclage 360 L', quantity: 6, days: 3, unitPriceCents: 1000, amountCents: 18_000 },
          { __typename: 'QuoteRevisionLine', kind: 'service', code: '', description: 'Livraison', quantity: 1, days: 1, unitPriceCents: 6000, amountCents: 6000 },
        ],
        discountLabel: 'Rabais festival',
        discountCents: 2000,
        subtotalCents: 22_000,
        totalFormatted: '252,95 $',
      } as unknown as Partial<AdminQuoteRevision_FieldsFragment>),
    ]);
    renderAdmin('/admin/events/7');
    const signed = await screen.findByRole('region', { name: 'Lignes signées de la révision 2' }, { timeout: 5000 });
    const rows = within(signed).getAllByRole('row').map((row) => row.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(rows).toEqual([
      'DescriptionQuantitéJoursMontant',
      'Bac de recyclage 360 L63 jour(s)180,00 $',
      'Livraison11 jour(s)60,00 $',
      'Rabais festival−20,00 $',
      'Sous-total220,00 $',
      'Total252,95 $',
    ]);
  });
});

describe('quote amounts the fr-CA way (issue #25)', () => {
  it('shows and reads amounts as "1 234,56"', async () => {
    const { toCents, toDollars } = await import('./QuoteRevisionsPanel');
    expect(toDollars(123_456).replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,56');
    expect(toDollars(6000)).toBe('60,00');
    for (const [typed, cents] of [['1 234,56', 123_456], ['1\u00a0234,56', 123_456], ['1234.5', 123_450], ['60', 6000], ['0,07', 7]] as const) expect(toCents(typed)).toBe(cents);
    for (const bad of ['abc', '12,345', '1,2,3', '']) expect(toCents(bad)).toBeNaN();
  });
});
