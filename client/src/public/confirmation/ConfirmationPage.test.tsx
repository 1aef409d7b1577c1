import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { DEFAULT_SITE_CONFIG } from '@shared/site-config';
import type { SnowOrderConfirmationQuery, SnowOrderConfirmationQueryVariables } from '../../graphql-public/graphql';
import { server } from '../../testing/msw/server';
import { renderWithProviders, type RenderOptions } from '../../testing/render';
import { CONFIRMATION_MAX_POLLS, CONFIRMATION_POLL_MS, ConfirmationPage } from './ConfirmationPage';

type Order = NonNullable<SnowOrderConfirmationQuery['snowOrderConfirmation']>;
const nb = '\u00a0';

const paidOrder = (overrides: Partial<Order> = {}): Order & { __typename: 'SnowOrderConfirmation' } => ({
  __typename: 'SnowOrderConfirmation',
  mode: 'abonnement',
  abrasif: true,
  urgent: true,
  address: '1250 rue Royale, Trois-Rivières, QC G9A 4J6',
  email: 'm•••@example.ca',
  subtotal: 56_000,
  gst: 2800,
  qst: 5586,
  total: 64_386,
  confirmationCode: 'DN-7KQ2M9XA',
  status: 'PAID',
  ...overrides,
});

/** Answers the confirmation query with each given order in turn (the last one repeats). */
function serveOrders(...orders: (Order | null)[]): SnowOrderConfirmationQueryVariables[] {
  const received: SnowOrderConfirmationQueryVariables[] = [];
  server.use(
    graphql.query<object, SnowOrderConfirmationQueryVariables>('SnowOrderConfirmation', ({ variables }) => {
      received.push(variables);
      const order = orders[Math.min(received.length - 1, orders.length - 1)];
      return HttpResponse.json({ data: { snowOrderConfirmation: order ?? null } });
    }),
  );
  return received;
}

function renderConfirmation(route: string | { pathname: string; state: unknown }, userOptions?: RenderOptions['userOptions']) {
  return renderWithProviders(<ConfirmationPage />, {
    route,
    path: '/confirmation',
    routes: [
      { path: '/', element: <h1>Accueil</h1> },
      { path: '/services', element: <h1>Services</h1> },
    ],
    userOptions,
  });
}

const detail = (label: string) => within(screen.getByRole('main')).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ConfirmationPage', () => {
  it('goes home without a session id or navigation state', async () => {
    const { router } = renderConfirmation('/confirmation');
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('confirms a pickup request with its number, what was asked and what happens next (issue #28: no dead end)', async () => {
    const summary = { address: '123 rue des Forges, Trois-Rivières', email: 'marie@example.com', description: 'Un vieux divan', urgency: true, photos: 2 };
    renderConfirmation({ pathname: '/confirmation', state: { source: 'pickup', reference: '42', summary } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demande de ramassage reçue' })).toBeInTheDocument();
    expect(screen.getByText('n° 42')).toBeInTheDocument();
    expect(screen.queryByText(/Numéro de demande : 42/)).not.toBeInTheDocument();
    expect(screen.getByText('123 rue des Forges, Trois-Rivières')).toBeInTheDocument();
    expect(screen.getByText('Un vieux divan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'La suite' })).toBeInTheDocument();
    expect(screen.getByText(/part à marie@example.com avec cette référence/)).toBeInTheDocument();
    expect(screen.getByText('Nous vous envoyons une estimation par courriel dans les 24 heures.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faire une autre demande' })).toHaveAttribute('href', '/ramassage');
  });

  it('with ?session_id, shows the paid order read from the server: badge, title, details, actions', async () => {
    const received = serveOrders(paidOrder());
    const { user } = renderConfirmation('/confirmation?session_id=cs_test_abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement confirmé avec succès' })).toBeInTheDocument();
    expect(received).toEqual([{ sessionId: 'cs_test_abc' }]);
    expect(screen.getByText('Abonnement Saison')).toHaveClass('badge');
    expect(screen.getByText(/Votre abonnement saisonnier est activé/)).toBeInTheDocument();
    expect(detail('Adresse')).toBe('1250 rue Royale, Trois-Rivières, QC G9A 4J6');
    expect(detail('Type de service')).toBe('Abonnement saisonnier');
    expect(detail('Options')).toBe('Épandage d’abrasif, Intervention urgente (moins de 2 heures)');
    expect(detail('Total payé')).toBe(`643,86${nb}$`);
    expect(detail('Courriel')).toBe('m•••@example.ca');
    expect(detail('Code de confirmation')).toBe('DN-7KQ2M9XA');
    // Outside the public layout: no site navigation.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Planifier un autre service' })).toHaveAttribute('href', '/services');
    const support = screen.getByRole('link', { name: `Écrivez-nous à ${DEFAULT_SITE_CONFIG.email}` });
    expect(support).toHaveAttribute('href', `mailto:${DEFAULT_SITE_CONFIG.email}?subject=Commande%20DN-7KQ2M9XA`);

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Télécharger ma confirmation' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows the one-visit badge and “Aucune” option', async () => {
    serveOrders(paidOrder({ mode: 'one-shot', abrasif: false, urgent: false, total: 9198 }));
    renderConfirmation('/confirmation?session_id=cs_test_abc');
    expect(await screen.findByText('Déneigement Unique')).toBeInTheDocument();
    expect(screen.getByText(/Votre déneigement est planifié/)).toBeInTheDocument();
    expect(detail('Type de service')).toBe('À la carte (une visite)');
    expect(detail('Options')).toBe('Aucune');
    expect(detail('Total payé')).toBe(`91,98${nb}$`);
  });

  describe('while the payment is being confirmed', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('says so and asks again until the order is paid', async () => {
      const received = serveOrders(paidOrder({ status: 'PENDING' }), paidOrder({ status: 'PENDING' }), paidOrder());
      renderConfirmation('/confirmation?session_id=cs_test_abc', { advanceTimers: jest.advanceTimersByTime });
      expect(await screen.findByRole('heading', { name: 'Paiement en cours de confirmation' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS));
      await act(() => jest.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS));
      expect(await screen.findByRole('heading', { name: 'Paiement confirmé avec succès' })).toBeInTheDocument();
      expect(received).toHaveLength(3);
    });

    it('stops asking after a few tries and says the receipt will come by e-mail', async () => {
      const received = serveOrders(paidOrder({ status: 'PENDING' }));
      renderConfirmation('/confirmation?session_id=cs_test_abc', { advanceTimers: jest.advanceTimersByTime });
      await screen.findByRole('heading', { name: 'Paiement en cours de confirmation' });
      for (let i = 0; i < CONFIRMATION_MAX_POLLS + 2; i += 1) await act(() => jest.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS));
      expect(await screen.findByText(/La confirmation prend plus de temps que prévu/)).toBeInTheDocument();
      expect(received).toHaveLength(1 + CONFIRMATION_MAX_POLLS);
    });
  });

  it('says when the session is unknown, expired or failed', async () => {
    serveOrders(null);
    const first = renderConfirmation('/confirmation?session_id=cs_test_nope');
    expect(await screen.findByRole('heading', { name: 'Commande introuvable' })).toBeInTheDocument();
    first.unmount();

    serveOrders(paidOrder({ status: 'EXPIRED' }));
    renderConfirmation('/confirmation?session_id=cs_test_old');
    expect(await screen.findByRole('heading', { name: 'Paiement non complété' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recommencer ma commande' })).toHaveAttribute('href', '/deneigement');
  });

  it('renders the spec’s navigation state, with a REF- reference when none is given', async () => {
    renderConfirmation({
      pathname: '/confirmation',
      state: { mode: 'one-shot', extras: { abrasif: true, urgent: false }, total: 100.03, address: '5 rue Bonaventure, Trois-Rivières', email: 'a@b.ca' },
    });
    expect(await screen.findByText('Déneigement Unique')).toBeInTheDocument();
    expect(detail('Options')).toBe('Épandage d’abrasif');
    expect(detail('Total payé')).toBe(`100,03${nb}$`);
    expect(detail('Courriel')).toBe('a@b.ca');
    expect(detail('Code de confirmation')).toMatch(/^REF-\d{6}$/);
  });
});
