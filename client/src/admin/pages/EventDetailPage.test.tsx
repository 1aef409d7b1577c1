import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import { server } from '../../testing/msw/server';
import { graphQLError, renderAdmin, signIn } from '../testing/admin-fixtures';
import { detailEvent, type DetailEvent } from '../events/events.test-fixtures';
import { SEEN_EVENTS_KEY } from '../events/seen-events';

function serveEvent(event: DetailEvent = detailEvent('7')) {
  let current = event;
  server.use(
    graphql.query('AdminEventRequest', () => HttpResponse.json({ data: { eventRequest: current } })),
    // The quote revisions panel (client portal, issue #14): no revision yet.
    graphql.query('AdminEventQuote', () => HttpResponse.json({ data: { eventQuoteRevisions: [], eventTimeline: [] } })),
    // The editor's availability warning (issue #16): nothing tracked in these tests.
    graphql.query('EventEquipmentAvailability', () => HttpResponse.json({ data: { eventEquipmentAvailability: [] } })),
  );
  return { update: (next: Partial<DetailEvent>) => (current = { ...current, ...next }) };
}

describe('EventDetailPage', () => {
  it('shows the header and the sections, and marks the event seen', async () => {
    signIn(Role.MANAGER);
    serveEvent();
    renderAdmin('/admin/events/7');
    expect(await screen.findByText('Entreprise 7 (client7@example.com)', { selector: '.events-detail__client' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Soumission événementielle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour aux soumissions/ })).toHaveAttribute('href', '/admin/events');
    expect(screen.getByText('ID : EV-2026-000007')).toBeInTheDocument();
    for (const title of ['Informations', 'Matériel', 'Services', 'Résumé', 'Actions rapides']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const material = screen.getByRole('region', { name: 'Matériel' });
    expect(within(material).getAllByRole('row')).toHaveLength(3);
    // The catalogue's name, not the wizard's code (issue #25).
    expect(within(material).getByText('Toilette chimique')).toBeInTheDocument();
    expect(within(material).queryByText('toilette')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Services' })).getByText('Livraison et récupération')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Résumé' });
    expect(summary).toHaveTextContent('Lignes de matériel2');
    expect(summary).toHaveTextContent(/Total estimé1\s?149,75\s?\$/);
    expect(JSON.parse(localStorage.getItem(SEEN_EVENTS_KEY)!)).toEqual(['7']);
  });

  it('shows staff the demand that could not be met: « 8 demandés, 3 disponibles » (issue #25)', async () => {
    signIn(Role.MANAGER);
    serveEvent(
      detailEvent('7', {
        materials: [
          { __typename: 'EventMaterialLine', id: '1', type: 'bac', quantity: 3, askedQuantity: 8, unitPrice: 1000, days: 3, lineTotal: 9000 },
          { __typename: 'EventMaterialLine', id: '2', type: 'lavage', quantity: 1, askedQuantity: 4, unitPrice: 6000, days: 3, lineTotal: 18_000 },
          { __typename: 'EventMaterialLine', id: '3', type: 'toilette', quantity: 2, askedQuantity: null, unitPrice: 13_500, days: 3, lineTotal: 81_000 },
        ] as unknown as DetailEvent['materials'],
        // None left at all: no line, the ask is kept on the request.
        soldOutMaterials: [{ __typename: 'EventSoldOutMaterial', type: 'baril', askedQuantity: 6 }] as unknown as DetailEvent['soldOutMaterials'],
      }),
    );
    renderAdmin('/admin/events/7');
    const material = await screen.findByRole('region', { name: 'Matériel' }, { timeout: 5000 });
    const rows = within(material).getAllByRole('row').map((row) => row.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(rows[1]).toContain('Bac roulant 360 L38 demandés, 3 disponibles');
    expect(rows[2]).toContain('Station de lavage14 demandés, 1 disponible');
    expect(rows[3]).not.toMatch(/demandés/);
    expect(rows[4]).toBe('Baril métallique fixe06 demandés, 0 disponible——');
  });

  it('shows the original request one click away, as the customer sent it, with the catalogue names (issue #25)', async () => {
    signIn(Role.MANAGER);
    serveEvent(
      detailEvent('7', {
        staffCount: 2,
        materials: [{ __typename: 'EventMaterialLine', id: '1', type: 'bac', quantity: 3, askedQuantity: 8, unitPrice: 1000, days: 3, lineTotal: 9000 }] as unknown as DetailEvent['materials'],
        services: [
          { __typename: 'EventServiceLine', id: '1', name: 'livraison', label: 'livraison', price: 6000 },
          { __typename: 'EventServiceLine', id: '2', name: 'staff', label: 'Personnel sur place (2 × 8 h × 3 jours à 35,00 $/h)', price: 168_000 },
        ] as unknown as DetailEvent['services'],
      }),
    );
    const { user } = renderAdmin('/admin/events/7');
    const original = await screen.findByRole('region', { name: 'Demande originale' }, { timeout: 5000 });
    const disclosure = within(original).getByText('Voir la demande telle que le client l’a envoyée');
    // Closed until clicked: one click away.
    expect(within(original).getByRole('group')).not.toHaveAttribute('open');
    await user.click(disclosure);
    expect(within(original).getByRole('group')).toHaveAttribute('open');
    const text = original.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';
    expect(text).toContain('Type d’événementFestival');
    expect(text).toContain('Superficie (pi²)25 000');
    expect(text).toContain('CommentairesAccès camion par la rue des Forges.');
    const rows = within(original).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['TypeDemandéAccordé', 'Bac roulant 360 L83']);
    expect(within(original).getByText('Livraison et récupération')).toBeInTheDocument();
    expect(text).toContain('Personnel sur place (Employés : 2)');
    expect(text).toMatch(/Estimation envoyée : 1 149,75 \$/);
  });

  it('names a line staff added in Tarification by its stored price-list label, in the table and the revision editor (issue #28)', async () => {
    signIn(Role.MANAGER);
    const event = detailEvent('7');
    serveEvent({
      ...event,
      materials: [
        ...event.materials,
        { __typename: 'EventMaterialLine', id: '3', type: 'tente10x10', label: 'Tente 10 × 10 pi', unit: 'unit_day', quantity: 2, unitPrice: 15_000, days: 3, lineTotal: 90_000 },
      ],
    } as DetailEvent);
    renderAdmin('/admin/events/7');
    const material = await screen.findByRole('region', { name: 'Matériel' }, { timeout: 5000 });
    expect(await within(material).findByText('Tente 10 × 10 pi')).toBeInTheDocument();
    expect(within(material).queryByText('tente10x10')).toBeNull();
    // The editor of the first revision starts from the request's lines, with the same name.
    expect(await screen.findByDisplayValue('Tente 10 × 10 pi')).toBeInTheDocument();
  });

  it('resends the e-mail: Envoi…, then Courriel renvoyé; a failure offers “Échec — Réessayer”', async () => {
    signIn(Role.MANAGER);
    serveEvent();
    let fail = true;
    let release: () => void = () => undefined;
    server.use(
      graphql.mutation('AdminResendEventQuote', async () => {
        if (fail) return graphQLError(ErrorCode.INTERNAL);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: { resendEventQuote: true } });
      }),
    );
    const { user } = renderAdmin('/admin/events/7');
    await user.click(await screen.findByRole('button', { name: 'Renvoyer le courriel' }, { timeout: 5000 }));
    const retry = await screen.findByRole('button', { name: 'Échec — Réessayer' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Envoi…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Courriel renvoyé' })).toBeInTheDocument();
  });

  it('“Télécharger le PDF” asks for a short-lived signed link and opens it; a failure offers a retry', async () => {
    signIn(Role.MANAGER);
    serveEvent();
    const asked: unknown[] = [];
    let fail = true;
    const url = 'https://services.example.ca/invoices/soumission-7.pdf?expires=1795000000&signature=abc';
    server.use(
      graphql.mutation('AdminCreateEventQuotePdfLink', ({ variables }) => {
        asked.push(variables);
        if (fail) return graphQLError(ErrorCode.INTERNAL);
        return HttpResponse.json({ data: { createEventQuotePdfLink: { __typename: 'SignedLink', url, expiresAt: '2026-06-02T12:05:00.000Z' } } });
      }),
    );
    // jsdom cannot navigate: record which link the page clicks instead.
    const opened: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    try {
      const { user } = renderAdmin('/admin/events/7');
      await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }, { timeout: 5000 }));
      await user.click(await screen.findByRole('button', { name: 'Échec du PDF — Réessayer' }));
      expect(opened).toEqual([]);
      fail = false;
      await user.click(await screen.findByRole('button', { name: 'Échec du PDF — Réessayer' }));
      await waitFor(() => expect(opened).toEqual([new URL('/invoices/soumission-7.pdf?expires=1795000000&signature=abc', window.location.href).href]));
      expect(await screen.findByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
      expect(asked.at(-1)).toEqual({ id: '7' });
    } finally {
      click.mockRestore();
    }
  });

  it('moves the status after confirmation', async () => {
    signIn(Role.MANAGER);
    const store = serveEvent();
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminUpdateEventStatus', ({ variables }) => {
        sent.push(variables);
        store.update({ status: 'CONFIRMED' });
        return HttpResponse.json({ data: { updateEventStatus: { __typename: 'EventRequest', id: '7', status: 'CONFIRMED', statusChangedAt: '2026-06-02T12:00:00.000Z' } } });
      }),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderAdmin('/admin/events/7');
    const actions = await screen.findByRole('region', { name: 'Actions rapides' }, { timeout: 5000 });
    await user.click(within(actions).getByRole('button', { name: 'Passer à « Confirmé »' }));
    expect(sent).toHaveLength(0);
    await user.click(within(actions).getByRole('button', { name: 'Passer à « Confirmé »' }));
    expect(confirm).toHaveBeenLastCalledWith('Passer cet événement au statut « Confirmé » ?');
    expect(await screen.findByText('Statut mis à jour : Confirmé.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { id: '7', status: 'CONFIRMED' } }]);
    await waitFor(() => expect(within(actions).getByRole('button', { name: 'Passer à « Terminé »' })).toBeInTheDocument());
    confirm.mockRestore();
  });

  const TOO_EARLY = 'Cet événement ne peut pas être marqué terminé avant sa date de fin (21 juin 2026). Un administrateur peut le forcer en indiquant la raison.';

  it('lets an ADMIN force « Terminé » before the end date with a reason, sent as forceReason (issue #25)', async () => {
    signIn(Role.ADMIN);
    const store = serveEvent(detailEvent('7', { status: 'CONFIRMED' }));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminUpdateEventStatus', ({ variables }) => {
        sent.push(variables);
        const input = variables['input'] as { forceReason?: string };
        if (!input.forceReason) return graphQLError(ErrorCode.INVALID_STATUS_TRANSITION, TOO_EARLY, { fields: { forceReason: TOO_EARLY } });
        store.update({ status: 'DONE' });
        return HttpResponse.json({ data: { updateEventStatus: { __typename: 'EventRequest', id: '7', status: 'DONE', statusChangedAt: '2026-06-02T12:00:00.000Z' } } });
      }),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAdmin('/admin/events/7');
    const actions = await screen.findByRole('region', { name: 'Actions rapides' }, { timeout: 5000 });
    expect(within(actions).queryByRole('form', { name: 'Marquer terminé avant la date' })).toBeNull();
    await user.click(within(actions).getByRole('button', { name: 'Passer à « Terminé »' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(TOO_EARLY);
    const form = within(actions).getByRole('form', { name: 'Marquer terminé avant la date' });
    await user.click(within(form).getByRole('button', { name: 'Forcer « Terminé »' }));
    expect(await within(form).findByText('Indiquez la raison.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await user.type(within(form).getByLabelText(/Raison \(conservée dans l’historique\)/), '  Festival écourté par la pluie  ');
    await user.click(within(form).getByRole('button', { name: 'Forcer « Terminé »' }));
    expect(await within(actions).findByText('Statut mis à jour : Terminé.')).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { id: '7', status: 'DONE' } },
      { input: { id: '7', status: 'DONE', forceReason: 'Festival écourté par la pluie' } },
    ]);
    await waitFor(() => expect(within(actions).queryByRole('form', { name: 'Marquer terminé avant la date' })).toBeNull());
    confirm.mockRestore();
  });

  it('offers no forcing to a MANAGER: the refusal is shown, nothing more', async () => {
    signIn(Role.MANAGER);
    serveEvent(detailEvent('7', { status: 'CONFIRMED' }));
    server.use(graphql.mutation('AdminUpdateEventStatus', () => graphQLError(ErrorCode.INVALID_STATUS_TRANSITION, TOO_EARLY)));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAdmin('/admin/events/7');
    const actions = await screen.findByRole('region', { name: 'Actions rapides' }, { timeout: 5000 });
    await user.click(within(actions).getByRole('button', { name: 'Passer à « Terminé »' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(TOO_EARLY);
    expect(within(actions).queryByRole('form', { name: 'Marquer terminé avant la date' })).toBeNull();
    confirm.mockRestore();
  });

  it.each([
    [ErrorCode.NOT_FOUND, 'Événement introuvable'],
    [ErrorCode.FORBIDDEN, 'Accès refusé'],
    [ErrorCode.INTERNAL, 'Impossible de charger l’événement.'],
  ])('answers %s with “%s” and a back link', async (code, text) => {
    signIn(Role.MANAGER);
    server.use(graphql.query('AdminEventRequest', () => graphQLError(code)));
    renderAdmin('/admin/events/7');
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour aux soumissions/ })).toBeInTheDocument();
  });
});
