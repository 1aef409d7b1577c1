import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Role } from '@shared/roles';
import { server } from '../../testing/msw/server';
import { httpAnswer, renderAdmin, signIn } from '../testing/admin-fixtures';
import { listedPickup } from '../testing/ops-fixtures';

describe('OrdersPage', () => {
  it('lists the pickup requests with floor RDC / Ne, elevator, urgency and a Détails link', async () => {
    signIn(Role.MANAGER);
    server.use(
      graphql.query('AdminPickupRequests', () =>
        HttpResponse.json({
          data: { pickupRequests: [listedPickup('2'), listedPickup('1', { fullName: 'Jean Tremblay', floor: 2, hasElevator: true, urgency: false, description: '' })] },
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
    server.use(graphql.query('AdminPickupRequests', () => HttpResponse.json({ data: { pickupRequests: [] } })));
    renderAdmin('/admin/orders');
    expect(await screen.findByText('Aucune commande.')).toBeInTheDocument();
  });

  it('shows “Impossible de charger les commandes.” with a retry when the server fails', async () => {
    signIn(Role.MANAGER);
    let fail = true;
    server.use(
      graphql.query('AdminPickupRequests', () => (fail ? httpAnswer(502, 'Bad gateway') : HttpResponse.json({ data: { pickupRequests: [listedPickup('1')] } }))),
    );
    const { user } = renderAdmin('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les commandes.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
