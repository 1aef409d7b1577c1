import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import type {
  AdminCreateWebhookEndpointMutationVariables,
  WebhooksPage_DeliveryFragment,
  WebhooksPage_EndpointFragment,
} from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { connectionOf, graphQLError, renderAdmin, signIn } from '../testing/admin-fixtures';

type Endpoint = WebhooksPage_EndpointFragment & { __typename: 'WebhookEndpoint' };
type Delivery = WebhooksPage_DeliveryFragment & { __typename: 'WebhookDelivery' };

const SECRET = 'whsec_0123456789abcdef0123456789abcdef';

function endpoint(id: string, overrides: Partial<Endpoint> = {}): Endpoint {
  return {
    __typename: 'WebhookEndpoint', id, url: `https://integrateur.example/hooks/${id}`, events: ['PICKUP_CREATED'],
    disabledAt: null, failingSince: null, createdAt: '2026-11-20T15:00:00.000Z', ...overrides,
  };
}

function delivery(id: string, overrides: Partial<Delivery> = {}): Delivery {
  return {
    __typename: 'WebhookDelivery', id, endpointId: '1', eventId: `evt-${id}`, type: 'pickup.created', status: 'DELIVERED', attemptCount: 1,
    nextAttemptAt: '2026-11-20T15:00:00.000Z', deliveredAt: '2026-11-20T15:00:01.000Z', createdAt: '2026-11-20T15:00:00.000Z',
    attempts: [{ id: `a${id}`, statusCode: 204, latencyMs: 42, error: null, attemptedAt: '2026-11-20T15:00:01.000Z' }],
    ...overrides,
  };
}

/** The server's endpoints, kept up to date by the mutations. */
function serveEndpoints(initial: Endpoint[]) {
  let endpoints = [...initial];
  server.use(graphql.query('AdminWebhookEndpoints', () => HttpResponse.json({ data: { webhookEndpoints: endpoints } })));
  return { set: (next: Endpoint[]) => (endpoints = next), get: () => endpoints };
}

describe('WebhooksPage', () => {
  it('is not offered to a MANAGER (ADMIN only)', async () => {
    signIn(Role.MANAGER);
    serveEndpoints([]);
    renderAdmin('/admin/webhooks');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Webhooks' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
  });

  it('registers an endpoint and shows its secret once, with a copy button and a warning', async () => {
    signIn(Role.ADMIN);
    const store = serveEndpoints([]);
    const sent: AdminCreateWebhookEndpointMutationVariables[] = [];
    server.use(
      graphql.mutation('AdminCreateWebhookEndpoint', ({ variables }) => {
        const vars = variables as AdminCreateWebhookEndpointMutationVariables;
        sent.push(vars);
        const created = endpoint('5', { url: vars.input.url, events: [...vars.input.events] as Endpoint['events'] });
        store.set([created]);
        return HttpResponse.json({ data: { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: SECRET, endpoint: created } } });
      }),
    );
    const { user } = renderAdmin('/admin/webhooks');
    expect(await screen.findByText('Aucune adresse enregistrée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/admin/webhooks');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByText('Indique l’adresse et au moins un événement.')).toHaveLength(2);
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/Adresse \(URL\)/), 'https://integrateur.example/hooks');
    await user.click(screen.getByLabelText('Demande de ramassage reçue (pickup.created)'));
    await user.click(screen.getByLabelText('Commande de déneigement payée (snow_order.paid)'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const secretBox = await screen.findByRole('region', { name: 'Secret de signature' });
    expect(within(secretBox).getByText(SECRET)).toBeInTheDocument();
    expect(within(secretBox).getByText(/il ne sera plus jamais affiché/)).toBeInTheDocument();
    expect(sent).toEqual([{ input: { url: 'https://integrateur.example/hooks', events: ['PICKUP_CREATED', 'SNOW_ORDER_PAID'] } }]);
    expect(await screen.findByText('https://integrateur.example/hooks')).toBeInTheDocument();

    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(secretBox).getByRole('button', { name: 'Copier le secret' }));
    expect(write).toHaveBeenCalledWith(SECRET);
    expect(within(secretBox).getByRole('status')).toHaveTextContent('Copié !');

    await user.click(within(secretBox).getByRole('button', { name: 'J’ai copié le secret' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });

  it('shows the server’s reason under the URL when it refuses the address', async () => {
    signIn(Role.ADMIN);
    serveEndpoints([]);
    server.use(
      graphql.mutation('AdminCreateWebhookEndpoint', () =>
        graphQLError(ErrorCode.BAD_USER_INPUT, 'Adresse refusée.', { fieldErrors: { url: 'Cette adresse mène à un réseau privé.' } }),
      ),
    );
    const { user } = renderAdmin('/admin/webhooks');
    await screen.findByText('Aucune adresse enregistrée.');
    await user.type(screen.getByLabelText(/Adresse \(URL\)/), 'http://127.0.0.1/hooks');
    await user.click(screen.getByLabelText('Quart terminé au pointage (time_entry.closed)'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Cette adresse mène à un réseau privé.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Secret de signature' })).not.toBeInTheDocument();
  });

  it('lists endpoints with the disabled-after-24h notice and re-enables one', async () => {
    signIn(Role.ADMIN);
    const store = serveEndpoints([
      endpoint('1'),
      endpoint('2', { disabledAt: '2026-11-21T15:00:00.000Z', failingSince: '2026-11-20T15:00:00.000Z' }),
    ]);
    const enabled: unknown[] = [];
    server.use(
      graphql.mutation('AdminEnableWebhookEndpoint', ({ variables }) => {
        enabled.push(variables);
        const back = endpoint('2');
        store.set([endpoint('1'), back]);
        return HttpResponse.json({ data: { enableWebhookEndpoint: back } });
      }),
    );
    const { user } = renderAdmin('/admin/webhooks');
    const list = await screen.findByRole('list', { name: 'Adresses enregistrées' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Réactiver' })).not.toBeInTheDocument();
    expect(within(second!).getByText(/Désactivée le .* après 24 h d’échecs/)).toBeInTheDocument();
    await user.click(within(second!).getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByText('Adresse réactivée.')).toBeInTheDocument();
    expect(enabled).toEqual([{ id: '2' }]);
    await waitFor(() => expect(screen.queryByText(/après 24 h d’échecs/)).not.toBeInTheDocument());
  });

  it('shows an endpoint’s deliveries (status, attempts, last code, latency, next attempt) and re-sends one', async () => {
    signIn(Role.ADMIN);
    serveEndpoints([endpoint('1')]);
    let deliveries = [
      delivery('12', {
        status: 'PENDING', attemptCount: 3, deliveredAt: null, nextAttemptAt: '2026-11-20T15:10:00.000Z',
        attempts: [{ id: 'a12', statusCode: 503, latencyMs: 120, error: 'HTTP 503', attemptedAt: '2026-11-20T15:05:00.000Z' }],
      }),
      delivery('11'),
    ];
    const resent: unknown[] = [];
    server.use(
      graphql.query('AdminWebhookDeliveries', ({ variables }) => HttpResponse.json({ data: { webhookDeliveries: connectionOf('WebhookDelivery', deliveries, variables) } })),
      graphql.mutation('AdminResendWebhookDelivery', ({ variables }) => {
        resent.push(variables);
        const copy = delivery('13', { status: 'PENDING', attemptCount: 0, attempts: [], deliveredAt: null });
        deliveries = [copy, ...deliveries];
        return HttpResponse.json({ data: { resendWebhookDelivery: copy } });
      }),
    );
    const { user } = renderAdmin('/admin/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Envois' }));
    const panel = await screen.findByRole('region', { name: 'Envois vers https://integrateur.example/hooks/1' });
    const table = await within(panel).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('En attente')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('503')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('120 ms')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/2026/, { selector: 'td[data-label="Prochaine tentative"]' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Livré')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('204')).toBeInTheDocument();
    expect(within(panel).getByText('2 sur 2')).toBeInTheDocument();

    await user.click(within(rows[2]!).getByRole('button', { name: 'Renvoyer' }));
    expect(await within(panel).findByText('Événement renvoyé : un nouvel envoi est en attente.')).toBeInTheDocument();
    expect(resent).toEqual([{ id: '11' }]);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  });

  it('says “Échec du renvoi.” when the server fails the re-send', async () => {
    signIn(Role.ADMIN);
    serveEndpoints([endpoint('1')]);
    server.use(
      graphql.query('AdminWebhookDeliveries', ({ variables }) => HttpResponse.json({ data: { webhookDeliveries: connectionOf('WebhookDelivery', [delivery('11')], variables) } })),
      graphql.mutation('AdminResendWebhookDelivery', () => graphQLError(ErrorCode.INTERNAL)),
    );
    const { user } = renderAdmin('/admin/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Envois' }));
    await user.click(await screen.findByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText('Échec du renvoi.')).toBeInTheDocument();
  });
});
