import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { CompleteDemoPaymentMutationVariables, SnowOrderConfirmationQueryVariables } from '../../graphql-public/graphql';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render';
import { DemoCheckoutPage } from './DemoCheckoutPage';

const nb = '\u00a0';
const order = (status = 'PENDING') => ({
  __typename: 'SnowOrderConfirmation',
  mode: 'one-shot',
  abrasif: true,
  urgent: false,
  address: '1250 rue Royale, Trois-Rivières',
  email: 'm•••@example.ca',
  subtotal: 8700,
  gst: 435,
  qst: 868,
  total: 10_003,
  confirmationCode: 'DN-7KQ2M9XA',
  status,
});

function serveOrder(answer: ReturnType<typeof order> | null): SnowOrderConfirmationQueryVariables[] {
  const received: SnowOrderConfirmationQueryVariables[] = [];
  server.use(
    graphql.query<object, SnowOrderConfirmationQueryVariables>('SnowOrderConfirmation', ({ variables }) => {
      received.push(variables);
      return HttpResponse.json({ data: { snowOrderConfirmation: answer } });
    }),
  );
  return received;
}

function renderDemo() {
  return renderWithProviders(<DemoCheckoutPage />, {
    route: '/paiement-demo/jeton123',
    path: '/paiement-demo/:token',
    routes: [{ path: '/confirmation', element: <h1>Confirmation</h1> }],
  });
}

const detail = (label: string) => within(screen.getByRole('main')).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('DemoCheckoutPage', () => {
  it('says plainly it is a demonstration, shows the order and its total, and pays through completeDemoPayment', async () => {
    const queried = serveOrder(order());
    const paid: CompleteDemoPaymentMutationVariables[] = [];
    server.use(
      graphql.mutation<object, CompleteDemoPaymentMutationVariables>('CompleteDemoPayment', ({ variables }) => {
        paid.push(variables);
        return HttpResponse.json({ data: { completeDemoPayment: { __typename: 'SnowOrderConfirmation', confirmationCode: 'DN-7KQ2M9XA', status: 'PAID' } } });
      }),
    );
    const { user, router } = renderDemo();
    expect(screen.getByRole('heading', { level: 1, name: 'Paiement de démonstration' })).toBeInTheDocument();
    expect(screen.getByText(/Ceci est une démonstration : aucune carte n’est demandée ni débitée/)).toBeInTheDocument();
    await screen.findByText('Total à payer');
    expect(queried).toEqual([{ sessionId: 'demo_jeton123' }]);
    expect(detail('Type de service')).toBe('À la carte (une visite)');
    expect(detail('Options')).toBe('Épandage d’abrasif');
    expect(detail('Total à payer')).toBe(`100,03${nb}$`);

    await user.click(screen.getByRole('button', { name: 'Payer' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
    expect(paid).toEqual([{ token: 'jeton123' }]);
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(router.state.location.search).toBe('?session_id=demo_jeton123');
  });

  it('shows the server’s message when the payment is refused', async () => {
    serveOrder(order());
    server.use(
      graphql.mutation('CompleteDemoPayment', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Le paiement de démonstration est désactivé : les paiements passent par Stripe.', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    );
    const { user } = renderDemo();
    await user.click(await screen.findByRole('button', { name: 'Payer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le paiement de démonstration est désactivé : les paiements passent par Stripe.');
  });

  it('says when the order is unknown or already paid', async () => {
    serveOrder(null);
    const first = renderDemo();
    expect(await screen.findByText('Commande introuvable.')).toBeInTheDocument();
    first.unmount();

    serveOrder(order('PAID'));
    renderDemo();
    expect(await screen.findByText(/Cette commande est déjà payée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la confirmation' })).toHaveAttribute('href', '/confirmation?session_id=demo_jeton123');
    expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
  });
});
