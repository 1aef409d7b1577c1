import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import type { EstimatePickupMutationVariables, SchedulePickupMutationVariables } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { listedPickup, pickupRequestsPage, type ListedPickup } from '../testing/ops-fixtures';
import { graphQLError, renderAdmin, signIn } from '../testing/admin-fixtures';
import { dollarsToCents } from './PickupRequestsPage';

function serve(initial: ListedPickup[], timeline: unknown[] = []) {
  let requests = [...initial];
  server.use(graphql.query('AdminPickupRequests', ({ variables }) => HttpResponse.json({ data: pickupRequestsPage(requests, variables) })));
  server.use(graphql.query('AdminPickupTimeline', () => HttpResponse.json({ data: { pickupTimeline: timeline } })));
  server.use(
    graphql.query('AdminPickupPhotos', ({ variables }) =>
      HttpResponse.json({
        data: {
          pickupRequest: {
            __typename: 'PickupRequest',
            id: variables.id,
            uploadedPhotos: [{ __typename: 'PickupPhoto', id: '1', number: 1, url: '/files/photos/pickups/7/a.jpg?expires=1&signature=s', thumbnailUrl: '/files/photos/pickups/7/a-mini.jpg?expires=1&signature=s', width: 800, height: 600 }],
          },
        },
      }),
    ),
  );
  return { set: (next: ListedPickup[]) => (requests = next) };
}

describe('dollarsToCents', () => {
  it.each([
    ['149,50', 14950],
    ['149.5', 14950],
    ['1 200', 120000],
    ['0', null],
    ['-3', null],
    ['abc', null],
  ])('%s → %s', (value, cents) => expect(dollarsToCents(value)).toBe(cents));
});

describe('PickupRequestsPage', () => {
  it('opens a request from ?id=, sends the estimate in cents, then schedules it', async () => {
    signIn(Role.MANAGER);
    const store = serve([listedPickup('7')]);
    const estimates: EstimatePickupMutationVariables[] = [];
    const schedules: SchedulePickupMutationVariables[] = [];
    server.use(
      graphql.mutation('EstimatePickup', ({ variables }) => {
        const vars = variables as EstimatePickupMutationVariables;
        estimates.push(vars);
        const updated = listedPickup('7', { status: 'ESTIMATED', estimateCents: vars.input.amountCents });
        store.set([updated]);
        return HttpResponse.json({ data: { estimatePickup: updated } });
      }),
      graphql.mutation('SchedulePickup', ({ variables }) => {
        const vars = variables as SchedulePickupMutationVariables;
        schedules.push(vars);
        const updated = listedPickup('7', { status: 'SCHEDULED', estimateCents: 14950, scheduledDate: vars.input.date, scheduledSlot: vars.input.slot });
        store.set([updated]);
        return HttpResponse.json({ data: { schedulePickup: updated } });
      }),
    );
    const { user } = renderAdmin('/admin/ramassage?id=7');
    const panel = await screen.findByRole('region', { name: 'Demande n° 7 — Marie-Ève Lapointe' });
    // The uploaded photo: its thumbnail, linking to the full size (signed same-origin addresses).
    const thumbnail = await within(panel).findByRole('img', { name: 'Photo 1 de la demande' });
    expect(thumbnail).toHaveAttribute('src', '/files/photos/pickups/7/a-mini.jpg?expires=1&signature=s');
    expect(within(panel).getByRole('link', { name: 'Ouvrir la photo 1 en plein format' })).toHaveAttribute('href', '/files/photos/pickups/7/a.jpg?expires=1&signature=s');
    await user.type(within(panel).getByLabelText(/Montant de l’estimation/), '149,50');
    await user.click(within(panel).getByRole('button', { name: 'Envoyer l’estimation' }));
    expect(await within(panel).findByText('Estimation envoyée au client par courriel.')).toBeInTheDocument();
    expect(estimates).toEqual([{ input: { id: '7', amountCents: 14950 } }]);
    expect(within(panel).getByText('Estimée')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Date de passage'), '2026-12-01');
    await user.selectOptions(within(panel).getByLabelText('Plage'), 'PM');
    await user.click(within(panel).getByRole('button', { name: 'Planifier et aviser le client' }));
    expect(await within(panel).findByText('Ramassage planifié ; le client est avisé par courriel.')).toBeInTheDocument();
    expect(schedules).toEqual([{ input: { id: '7', date: '2026-12-01', slot: 'PM' } }]);
    expect(within(panel).getByRole('button', { name: 'Marquer terminée' })).toBeEnabled();
  });

  it('shows the client’s portal answers in the detail (what, who, when, message)', async () => {
    signIn(Role.MANAGER);
    const asked: unknown[] = [];
    serve([listedPickup('7', { status: 'SCHEDULED', estimateCents: 14950, scheduledDate: '2026-12-01', scheduledSlot: 'AM' })]);
    server.use(
      graphql.query('AdminPickupTimeline', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            pickupTimeline: [
              { at: '2026-11-22T14:30:00.000Z', kind: 'pickup.slot_change_requested', label: 'Autre plage demandée', actor: 'client', actorName: 'Marie-Ève Lapointe', message: 'Plutôt l’après-midi' },
              { at: '2026-11-23T15:00:00.000Z', kind: 'pickup.slot_accepted', label: 'Estimation et plage acceptées', actor: 'client', actorName: 'Marie-Ève Lapointe', message: null },
            ],
          },
        });
      }),
    );
    renderAdmin('/admin/ramassage?id=7');
    const section = await screen.findByRole('region', { name: 'Réponses du client (espace client)' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Autre plage demandée');
    expect(items[0]).toHaveTextContent('client (Marie-Ève Lapointe) : « Plutôt l’après-midi »');
    expect(items[0]).toHaveTextContent(/22 nov\. 2026/);
    expect(items[1]).toHaveTextContent('Estimation et plage acceptées');
    expect(asked).toEqual([{ pickupRequestId: '7' }]);
  });

  it('says when the client has not answered in the portal yet', async () => {
    signIn(Role.MANAGER);
    serve([listedPickup('7')]);
    renderAdmin('/admin/ramassage?id=7');
    const section = await screen.findByRole('region', { name: 'Réponses du client (espace client)' });
    expect(await within(section).findByText('Le client n’a pas encore répondu dans son espace client.')).toBeInTheDocument();
  });

  it('says when the client’s answers could not be loaded, and loads them again on Réessayer', async () => {
    signIn(Role.MANAGER);
    serve([listedPickup('7')]);
    let calls = 0;
    server.use(
      graphql.query('AdminPickupTimeline', () => {
        calls += 1;
        if (calls === 1) return graphQLError(ErrorCode.INTERNAL, 'Erreur interne');
        return HttpResponse.json({
          data: { pickupTimeline: [{ at: '2026-11-23T15:00:00.000Z', kind: 'pickup.slot_accepted', label: 'Estimation et plage acceptées', actor: 'client', actorName: null, message: null }] },
        });
      }),
    );
    const { user } = renderAdmin('/admin/ramassage?id=7');
    const section = await screen.findByRole('region', { name: 'Réponses du client (espace client)' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Impossible de charger les réponses du client.');
    await user.click(within(section).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByText('Estimation et plage acceptées')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets an ADMIN mark a pickup done before its day with a reason (forceReason), after the server\'s refusal (issue #25)', async () => {
    signIn(Role.ADMIN);
    const TOO_EARLY = 'Ce ramassage ne peut pas être marqué terminé avant sa date prévue (1er décembre 2026). Un administrateur peut le forcer en indiquant la raison.';
    const store = serve([listedPickup('7', { status: 'SCHEDULED', estimateCents: 14950, scheduledDate: '2026-12-01', scheduledSlot: 'PM' })]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('UpdatePickupStatus', ({ variables }) => {
        sent.push(variables);
        const input = variables['input'] as { forceReason?: string };
        if (!input.forceReason) return graphQLError(ErrorCode.INVALID_STATUS_TRANSITION, TOO_EARLY);
        const updated = listedPickup('7', { status: 'DONE', estimateCents: 14950, scheduledDate: '2026-12-01', scheduledSlot: 'PM' });
        store.set([updated]);
        return HttpResponse.json({ data: { updatePickupStatus: updated } });
      }),
    );
    const { user } = renderAdmin('/admin/ramassage?id=7');
    const panel = await screen.findByRole('region', { name: 'Demande n° 7 — Marie-Ève Lapointe' });
    expect(within(panel).queryByRole('form', { name: 'Marquer terminée avant la date' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Marquer terminée' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(TOO_EARLY);
    const form = within(panel).getByRole('form', { name: 'Marquer terminée avant la date' });
    await user.click(within(form).getByRole('button', { name: 'Forcer « Terminée »' }));
    expect(await within(form).findByText('Indiquez la raison.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Raison \(conservée dans l’historique\)/), 'Client disponible plus tôt');
    await user.click(within(form).getByRole('button', { name: 'Forcer « Terminée »' }));
    expect(await within(panel).findByText('Statut mis à jour.')).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { id: '7', status: 'DONE' } },
      { input: { id: '7', status: 'DONE', forceReason: 'Client disponible plus tôt' } },
    ]);
  });

  it('refuses an empty amount locally and shows the server’s refusal', async () => {
    signIn(Role.MANAGER);
    serve([listedPickup('7')]);
    server.use(graphql.mutation('EstimatePickup', () => graphQLError(ErrorCode.INVALID_TRANSITION)));
    const { user } = renderAdmin('/admin/ramassage');
    await user.click(await screen.findByRole('button', { name: 'Détails de la demande de Marie-Ève Lapointe' }));
    const panel = await screen.findByRole('region', { name: /Demande n° 7/ });
    await user.click(within(panel).getByRole('button', { name: 'Envoyer l’estimation' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Indique un montant supérieur à 0.');
    await user.type(within(panel).getByLabelText(/Montant/), '10');
    await user.click(within(panel).getByRole('button', { name: 'Envoyer l’estimation' }));
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent('Cette demande n’est plus à cette étape ; rechargez-la.'));
  });

  it('filters by status and says when the list is empty or failed', async () => {
    signIn(Role.MANAGER);
    serve([listedPickup('1'), listedPickup('2', { fullName: 'Jean Tremblay', status: 'DONE' })]);
    const { user } = renderAdmin('/admin/ramassage');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Filtrer par statut'), 'DONE');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Filtrer par statut'), 'SCHEDULED');
    expect(screen.getByText('Aucune demande de ramassage.')).toBeInTheDocument();
  });
});
