import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import { server } from '../../testing/msw/server';
import { httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';
import { listedPickup, pickupRequestsPage } from '../testing/ops-fixtures';

describe('OrdersPage', () => {
  it('lists the pickup requests with floor RDC / Ne, elevator, urgency and a Détails link', async () => {
    signIn(Role.MANAGER);
    server.use(
      graphql.query('AdminPickupRequests', () =>
        HttpResponse.json({
          data: pickupRequestsPage([listedPickup('2'), listedPickup('1', { fullName: 'Jean Tremblay', floor: 2, hasElevator: true, urgency: false, description: '' })]),
        }),
      ),
    );
    renderAdmin('/admin/orders');
    await screen.findByRole('heading', { level: 1, name: 'Commandes' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('RDC')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Oui')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('2e')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Détails de la demande de Jean Tremblay' })).toHaveAttribute('href', '/admin/ramassage?id=1');
    expect(within(rows[1]!).getByRole('link', { name: /Détails/ })).toHaveTextContent('Détails');
  });

  it('says “Aucune commande.” when there is none', async () => {
    signIn(Role.MANAGER);
    server.use(graphql.query('AdminPickupRequests', () => HttpResponse.json({ data: pickupRequestsPage([]) })));
    renderAdmin('/admin/orders');
    expect(await screen.findByText('Aucune commande.')).toBeInTheDocument();
  });

  it('shows “Impossible de charger les commandes.” with a retry when the server fails', async () => {
    signIn(Role.MANAGER);
    let fail = true;
    server.use(
      graphql.query('AdminPickupRequests', () => (fail ? httpAnswer(502, 'Bad gateway') : HttpResponse.json({ data: pickupRequestsPage([listedPickup('1')]) }))),
    );
    const { user } = renderAdmin('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les commandes.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('loads the next page with “Charger plus” (cursor of the last row) until none is left', async () => {
    signIn(Role.MANAGER);
    const requests = Array.from({ length: 60 }, (_, i) => listedPickup(String(60 - i), { fullName: `Client ${60 - i}` }));
    const asked: unknown[] = [];
    server.use(
      graphql.query('AdminPickupRequests', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: pickupRequestsPage(requests, variables) });
      }),
    );
    const { user } = renderAdmin('/admin/orders');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('50 sur 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByText('60 sur 60')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(61);
    expect(within(table).getByText('Client 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    expect(asked).toEqual([{ first: 50 }, { first: 50, after: 'c49' }]);
  });

  it('keeps the rows and says “Impossible de charger la suite.” when the next page fails', async () => {
    signIn(Role.MANAGER);
    const requests = Array.from({ length: 51 }, (_, i) => listedPickup(String(i + 1)));
    server.use(
      graphql.query('AdminPickupRequests', ({ variables }) =>
        variables.after ? httpAnswer(502, 'Bad gateway') : HttpResponse.json({ data: pickupRequestsPage(requests, variables) }),
      ),
    );
    const { user } = renderAdmin('/admin/orders');
    const table = await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger la suite.');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('button', { name: 'Charger plus' })).toBeEnabled();
  });
});
