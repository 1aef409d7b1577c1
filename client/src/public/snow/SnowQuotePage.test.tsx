import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { formatCad } from '@shared/pricing/money';
import { DEFAULT_PRICES } from '@shared/pricing/price-list';
import { documentTitle, PAGE_META } from '@shared/seo';
import { DEFAULT_SITE_CONFIG } from '@shared/site-config';
import { SMS_TEXTS } from '@shared/sms';
import type { CreateSnowCheckoutMutationVariables, PriceListQuery } from '../../graphql-public/graphql';
import { browserNavigation } from '../../lib/browser-navigation';
import { allowConsoleErrors } from '../../testing/console-guard';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render';
import { SnowQuotePage } from './SnowQuotePage';
import type { PlaceResult, PlacesNamespace } from './use-places-autocomplete';

const OUT_OF_ZONE = '❌ Malheureusement, nous desservons uniquement la ville de Trois-Rivières.';
const INVALID_ADDRESS_ALERT = '❌ Adresse invalide. Nous desservons uniquement la ville de Trois-Rivières.';
const VALID_ADDRESS = '1250 rue Royale, Trois-Rivières, QC G9A 4J6';
const nb = '\u00a0';

type PriceListAnswer = { priceList: (PriceListQuery['priceList'][number] & { __typename: 'Service' })[] };

const priceList = (prices: Record<string, number> = DEFAULT_PRICES): PriceListAnswer => ({
  priceList: Object.entries(prices).map(([name, price], index) => ({
    __typename: 'Service',
    id: String(index + 1),
    name,
    label: name,
    category: 'BASE',
    unit: 'VISIT',
    price,
  })),
});

function servePrices(answer: () => Response = () => HttpResponse.json({ data: priceList() })) {
  server.use(graphql.query('PriceList', answer));
}

/** Records every CreateSnowCheckout and answers with `url`. */
function acceptCheckouts(url: string | null = '/paiement-demo/jeton123'): CreateSnowCheckoutMutationVariables[] {
  const received: CreateSnowCheckoutMutationVariables[] = [];
  server.use(
    graphql.mutation<object, CreateSnowCheckoutMutationVariables>('CreateSnowCheckout', ({ variables }) => {
      received.push(variables);
      return HttpResponse.json({ data: { createSnowCheckout: { __typename: 'SnowCheckout', url } } });
    }),
  );
  return received;
}

function renderSnowPage() {
  return renderWithProviders(<SnowQuotePage />, {
    route: '/deneigement',
    path: '/deneigement',
    routes: [{ path: '/paiement-demo/:token', element: <h1>Page de paiement démo</h1> }],
  });
}

const field = {
  address: () => screen.getByRole('textbox', { name: 'Adresse complète' }),
  email: () => screen.getByRole('textbox', { name: 'Adresse courriel' }),
  subscription: () => screen.getByRole('radio', { name: /Abonnement saisonnier/ }),
  oneShot: () => screen.getByRole('radio', { name: /À la carte \(une visite\)/ }),
  abrasif: () => screen.getByRole('checkbox', { name: 'Épandage d’abrasif' }),
  urgent: () => screen.getByRole('checkbox', { name: 'Intervention urgente (moins de 2 heures)' }),
  submit: () => screen.getByRole('button', { name: /Valider ma commande|Redirection vers le paiement/ }),
  details: () => screen.getByRole('button', { name: 'Voir le détail des prix' }),
};

const summary = () => screen.getByRole('complementary', { name: 'Récapitulatif' });

/** The amount beside a label of the summary panel. */
function summaryAmount(label: string): string | null | undefined {
  const term = within(summary()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

async function fillValidOrder(user: UserEvent) {
  await user.type(field.address(), VALID_ADDRESS);
  await user.type(field.email(), 'marie@example.ca');
  await user.type(screen.getByRole('textbox', { name: 'Nom complet' }), 'Marie Tremblay');
  await user.type(screen.getByRole('textbox', { name: 'Téléphone cellulaire' }), '819 555-1234');
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  servePrices();
});
afterEach(() => {
  alertSpy.mockRestore();
  delete window.google;
});

describe('SnowQuotePage', () => {
  it('shows the title, the no-payment-now box, the metadata and the defaults (subscription, no option)', async () => {
    renderSnowPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Soumission de déneigement' })).toBeInTheDocument();
    expect(screen.getByText('Aucun paiement n’est requis pour le moment')).toBeInTheDocument();
    expect(screen.getByText(/Le paiement se fait à l’étape suivante, sur une page de paiement sécurisée/)).toBeInTheDocument();
    expect(document.title).toBe(documentTitle(PAGE_META['/deneigement']!, DEFAULT_SITE_CONFIG.companyName));

    expect(await screen.findByText('350 $ pour la saison')).toBeInTheDocument();
    expect(field.subscription()).toBeChecked();
    expect(field.oneShot()).not.toBeChecked();
    expect(field.abrasif()).not.toBeChecked();
    expect(field.urgent()).not.toBeChecked();
    expect(field.address()).toBeRequired();
    expect(field.email()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.abrasif()).toHaveAccessibleDescription(`+80${nb}$ (+2,60${nb}$ par visite)`);
    expect(field.urgent()).toHaveAccessibleDescription(`+130${nb}$ (+4,30${nb}$ par visite) · intervention garantie en moins de 2 heures`);
  });

  it('recomputes subtotal, TPS, TVQ and total from the price list on every change', async () => {
    const { user } = renderSnowPage();
    await screen.findByText('Sous-total');
    expect([summaryAmount('Sous-total'), summaryAmount('TPS (5 %)'), summaryAmount('TVQ (9,975 %)'), summaryAmount('Total')]).toEqual([
      formatCad(35_000),
      formatCad(1750),
      formatCad(3491),
      formatCad(40_241),
    ]);

    await user.click(field.oneShot());
    expect(summaryAmount('Total')).toBe(`91,98${nb}$`);
    expect(field.abrasif()).toHaveAccessibleDescription(`+7${nb}$`);
    expect(field.urgent()).toHaveAccessibleDescription(`+15${nb}$ · intervention garantie en moins de 2 heures`);

    await user.click(field.abrasif());
    expect(summaryAmount('Épandage d’abrasif')).toBe(formatCad(700));
    expect(summaryAmount('Total')).toBe(`100,03${nb}$`);
    await user.click(field.urgent());
    expect(summaryAmount('Total')).toBe(`117,27${nb}$`);

    await user.click(field.subscription());
    expect(summaryAmount('Sous-total')).toBe(`560,00${nb}$`);
    expect(summaryAmount('TPS (5 %)')).toBe(`28,00${nb}$`);
    expect(summaryAmount('TVQ (9,975 %)')).toBe(`55,86${nb}$`);
    expect(summaryAmount('Total')).toBe(`643,86${nb}$`);
  });

  it('reads the prices from the server (prices are data)', async () => {
    servePrices(() => HttpResponse.json({ data: priceList({ ...DEFAULT_PRICES, 'snow.subscription.base': 40_000, 'snow.subscription.abrasive': 9000 }) }));
    renderSnowPage();
    expect(await screen.findByText('400 $ pour la saison')).toBeInTheDocument();
    expect(summaryAmount('Total')).toBe(formatCad(45_990));
    expect(field.abrasif()).toHaveAccessibleDescription(`+90${nb}$`);
  });

  it('says the price list is unavailable and keeps the button disabled when it cannot be read', async () => {
    allowConsoleErrors();
    servePrices(() => HttpResponse.json({ data: priceList({ 'snow.oneShot.base': 8000 }) }));
    renderSnowPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('La grille de prix est momentanément indisponible. Veuillez réessayer plus tard.');
    expect(field.submit()).toBeDisabled();
  });

  it('asks for the customer’s name and a valid mobile phone before sending (issue #27)', async () => {
    const received = acceptCheckouts();
    const { user } = renderSnowPage();
    await user.type(field.address(), VALID_ADDRESS);
    await user.type(field.email(), 'marie@example.ca');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone cellulaire' }), '555');
    await user.click(field.submit());
    expect(await screen.findByText('Votre nom est requis.')).toBeInTheDocument();
    expect(screen.getByText('Numéro de téléphone invalide.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom complet' })).toHaveFocus();
    expect(received).toEqual([]);
  });

  describe('address rule', () => {
    it('on leaving the field, clears an address outside Trois-Rivières and explains why under it', async () => {
      const { user } = renderSnowPage();
      await user.type(field.address(), '100 rue Principale, Shawinigan');
      await user.tab();
      expect(field.address()).toHaveValue('');
      expect(field.address()).toHaveAttribute('aria-invalid', 'true');
      expect(field.address()).toHaveAccessibleDescription(expect.stringContaining(OUT_OF_ZONE));
      expect(screen.getByText(OUT_OF_ZONE)).toHaveClass('field__error');

      await user.type(field.address(), '45 rue Notre-Dame Centre, TROIS-RIVIERES');
      await user.tab();
      expect(field.address()).toHaveValue('45 rue Notre-Dame Centre, TROIS-RIVIERES');
      expect(field.address()).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(OUT_OF_ZONE)).not.toBeInTheDocument();
    });

    it.each([
      ['an empty address', ''],
      ['an address outside the city typed then submitted with Enter', '12 rue des Pins, Bécancour'],
    ])('on submit with %s: the spec’s alert, and no call', async (_label, address) => {
      const received = acceptCheckouts();
      const { user } = renderSnowPage();
      await screen.findByText('Sous-total');
      await user.type(field.email(), 'marie@example.ca');
      if (address) {
        await user.type(field.address(), `${address}{Enter}`);
      } else {
        await user.click(field.submit());
      }
      expect(alertSpy).toHaveBeenCalledWith(INVALID_ADDRESS_ALERT);
      expect(field.address()).toHaveFocus();
      expect(received).toEqual([]);
    });

    it('attaches the maps autocomplete when the page already has it: Canada only, locality must be Trois-Rivières', async () => {
      let listener: (() => void) | undefined;
      let place: PlaceResult = {};
      const created: { input: HTMLInputElement; options: unknown }[] = [];
      const places: PlacesNamespace = {
        Autocomplete: class {
          constructor(input: HTMLInputElement, options: unknown) {
            created.push({ input, options });
          }
          addListener(_event: string, handler: () => void) {
            listener = handler;
            return { remove: () => undefined };
          }
          getPlace() {
            return place;
          }
        } as unknown as PlacesNamespace['Autocomplete'],
      };
      window.google = { maps: { places } };
      const { user } = renderSnowPage();
      await screen.findByText('Sous-total');
      expect(created).toHaveLength(1);
      expect(created[0]!.input).toBe(field.address());
      expect(created[0]!.options).toMatchObject({ componentRestrictions: { country: 'ca' } });

      await user.type(field.address(), '100 rue');
      place = {
        formatted_address: '100 Rue Principale, Shawinigan, QC G9N 1A1, Canada',
        address_components: [{ long_name: 'Shawinigan', short_name: 'Shawinigan', types: ['locality', 'political'] }],
      };
      act(() => listener!());
      await waitFor(() => expect(field.address()).toHaveValue(''));
      expect(screen.getByText(OUT_OF_ZONE)).toBeInTheDocument();

      place = {
        formatted_address: '1250 Rue Royale, Trois-Rivières, QC G9A 4J6, Canada',
        address_components: [{ long_name: 'Trois-Rivières', short_name: 'Trois-Rivières', types: ['locality', 'political'] }],
      };
      act(() => listener!());
      await waitFor(() => expect(field.address()).toHaveValue('1250 Rue Royale, Trois-Rivières, QC G9A 4J6, Canada'));
      expect(screen.queryByText(OUT_OF_ZONE)).not.toBeInTheDocument();
    });
  });

  it('requires a valid e-mail, with the message under the field, and sends nothing', async () => {
    const received = acceptCheckouts();
    const { user } = renderSnowPage();
    await screen.findByText('Sous-total');
    await user.type(field.address(), VALID_ADDRESS);
    await user.click(field.submit());
    expect(await screen.findByText('L’adresse courriel est requise.')).toBeInTheDocument();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveFocus();

    await user.type(field.email(), 'marie@exemple');
    await user.click(field.submit());
    expect(await screen.findByText('Adresse courriel invalide.')).toBeInTheDocument();
    expect(received).toEqual([]);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('sends the order (no amount) and goes to the demo checkout page it gets back', async () => {
    const received = acceptCheckouts('/paiement-demo/jeton123');
    const { user, router } = renderSnowPage();
    await screen.findByText('Sous-total');
    await fillValidOrder(user);
    await user.click(field.oneShot());
    await user.click(field.urgent());
    const noteToggle = screen.getByRole('button', { name: /Note spéciale/ });
    expect(noteToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Note spéciale' })).not.toBeInTheDocument();
    await user.click(noteToggle);
    expect(noteToggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Note spéciale' }), 'Entrée de côté');
    await user.click(field.submit());

    expect(await screen.findByRole('heading', { name: 'Page de paiement démo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paiement-demo/jeton123');
    expect(received).toEqual([
      { input: { address: VALID_ADDRESS, email: 'marie@example.ca', customerName: 'Marie Tremblay', phone: '819 555-1234', mode: 'one-shot', abrasif: false, urgent: true, note: 'Entrée de côté' } },
    ]);
  });

  it('offers SMS at the mobile with the consent wording, never pre-ticked; ticking it sends the opt-in (issue #26, CASL)', async () => {
    const received = acceptCheckouts('/paiement-demo/jeton123');
    const { user } = renderSnowPage();
    await screen.findByText('Sous-total');
    const consent = screen.getByRole('checkbox', { name: SMS_TEXTS.consentWording(DEFAULT_SITE_CONFIG.companyName) });
    expect(consent).not.toBeChecked();
    await fillValidOrder(user);
    await user.click(consent);
    await user.click(field.submit());
    expect(await screen.findByRole('heading', { name: 'Page de paiement démo' })).toBeInTheDocument();
    expect(received).toEqual([{ input: expect.objectContaining({ phone: '819 555-1234', smsOptIn: true }) }]);
  });

  it('leaves for Stripe Checkout when the url is another site’s, keeping the button disabled', async () => {
    acceptCheckouts('https://checkout.stripe.com/c/pay/cs_test_123');
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    try {
      const { user } = renderSnowPage();
      await screen.findByText('Sous-total');
      await fillValidOrder(user);
      await user.click(field.submit());
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_123'));
      expect(screen.getByRole('button', { name: 'Redirection vers le paiement…' })).toBeDisabled();
    } finally {
      assign.mockRestore();
    }
  });

  it('alerts “Erreur lors de la création de la session de paiement.” when the answer has no url', async () => {
    const errors = allowConsoleErrors();
    acceptCheckouts('');
    const { user } = renderSnowPage();
    await screen.findByText('Sous-total');
    await fillValidOrder(user);
    await user.click(field.submit());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Erreur lors de la création de la session de paiement.'));
    expect(errors).toHaveBeenCalled();
    expect(field.submit()).toBeEnabled();
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['the payment provider failing', () => HttpResponse.json({ data: null, errors: [{ message: 'Erreur inattendue lors du paiement.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] })],
  ])('alerts “Erreur inattendue lors du paiement.” on %s', async (_label, answer) => {
    allowConsoleErrors();
    server.use(graphql.mutation('CreateSnowCheckout', answer));
    const { user } = renderSnowPage();
    await screen.findByText('Sous-total');
    await fillValidOrder(user);
    await user.click(field.submit());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Erreur inattendue lors du paiement.'));
    expect(field.submit()).toBeEnabled();
  });

  it('shows the server’s address refusal under the field', async () => {
    server.use(
      graphql.mutation('CreateSnowCheckout', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: OUT_OF_ZONE, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { address: OUT_OF_ZONE } } }],
        }),
      ),
    );
    const { user } = renderSnowPage();
    await screen.findByText('Sous-total');
    await fillValidOrder(user);
    await user.click(field.submit());
    expect(await screen.findByText(OUT_OF_ZONE)).toBeInTheDocument();
    expect(field.address()).toHaveValue('');
    expect(field.address()).toHaveFocus();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  describe('price detail modal', () => {
    it('opens an accessible dialog with every price, traps the focus, closes with Escape and gives the focus back', async () => {
      const { user } = renderSnowPage();
      await screen.findByText('Sous-total');
      await user.click(field.details());

      const dialog = screen.getByRole('dialog', { name: 'Détail des prix' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      const close = within(dialog).getByRole('button', { name: 'Fermer' });
      expect(close).toHaveFocus();
      expect(close).toHaveTextContent('×');
      const table = within(dialog).getByRole('table', { name: 'Prix avant taxes' });
      const rows = within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['Service', 'À la carte (une visite)', 'Abonnement saisonnier'],
        ['Déneigement du trottoir', `80${nb}$ par visite`, `350${nb}$ pour la saison`],
        ['Épandage d’abrasif', `+7${nb}$`, `+80${nb}$ (+2,60${nb}$ par visite)`],
        ['Intervention urgente (moins de 2 heures)', `+15${nb}$`, `+130${nb}$ (+4,30${nb}$ par visite)`],
      ]);
      expect(within(dialog).getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe(`402,41${nb}$`);

      // Tab from the last focusable element wraps to the first, Shift+Tab from the first to the last.
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.tab();
      expect(close).toHaveFocus();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(field.details()).toHaveFocus();
    });

    it('closes with its × button', async () => {
      const { user } = renderSnowPage();
      await screen.findByText('Sous-total');
      await user.click(field.details());
      await user.click(screen.getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(field.details()).toHaveFocus();
    });
  });
});
