import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { DEFAULT_PRICES } from '@shared/pricing/price-list';
import type { SubmitEventRequestMutationVariables } from '../../graphql-public/graphql';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render';
import { EventWizardPage } from './EventWizardPage';

/**
 * Issue #28: the price list is data. What staff add in Tarification (« Tente 10 × 10 pi », par jour)
 * shows on the wizard with its unit, is estimated by the same calculator as the server and sent as
 * a quantity (never a price); a row staff made inactive is not shown.
 */
const BUILT_IN_UNITS: Record<string, string> = { 'event.livraison': 'FLAT', 'event.nettoyage': 'FLAT', 'event.staffHourly': 'HOUR' };

function serveCatalogue(added: { name: string; label: string; unit: string; price: number }[], inactive: string[] = []) {
  const builtIn = Object.entries(DEFAULT_PRICES)
    .filter(([name]) => name.startsWith('event.') && !inactive.includes(name))
    .map(([name, price]) => ({ name, label: name, unit: BUILT_IN_UNITS[name] ?? 'UNIT_DAY', price }));
  const rows = [...builtIn, ...added].map((row, index) => ({ __typename: 'Service', id: String(index + 1), ...row }));
  const priceList = Object.entries(DEFAULT_PRICES).map(([name, price], index) => ({ __typename: 'Service', id: String(index + 1), name, label: name, category: 'BASE', unit: 'FLAT', price }));
  const received: SubmitEventRequestMutationVariables[] = [];
  let fieldErrors: Record<string, string> | null = null;
  server.use(
    graphql.query('PriceList', () => HttpResponse.json({ data: { priceList } })),
    graphql.query('EventCatalogue', () => HttpResponse.json({ data: { eventCatalogue: rows } })),
    graphql.query('EquipmentAvailability', () =>
      HttpResponse.json({ data: { equipmentAvailability: ['bac', 'baril', 'ilot', 'toilette', 'lavage'].map((code) => ({ __typename: 'EquipmentAvailability', code, stock: 1000, available: 1000 })) } }),
    ),
    graphql.mutation<object, SubmitEventRequestMutationVariables>('SubmitEventRequest', ({ variables }) => {
      received.push(variables);
      if (fieldErrors) return HttpResponse.json({ data: null, errors: [{ message: 'refusé', extensions: { code: 'BAD_USER_INPUT', category: 'BAD_USER_INPUT', fieldErrors } }] });
      return HttpResponse.json({
        data: { submitEventRequest: { __typename: 'EventRequest', id: '7', reference: 'EV-2026-000007', days: 2, subtotal: 0, gst: 0, qst: 0, total: 0 } },
      });
    }),
  );
  return { received, refuseWith: (errors: Record<string, string>) => (fieldErrors = errors) };
}

async function setDate(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
  await user.tab();
}

async function next(user: UserEvent, title: RegExp) {
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  return screen.findByRole('heading', { level: 3, name: title });
}

/** Step 1 filled (50 participants over 2 days: nothing suggested), then step 3. */
async function toStep3(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: 'Nom de l’événement' }), 'Marché de Noël');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type d’événement' }), 'Foire commerciale');
  await user.type(screen.getByRole('spinbutton', { name: 'Nombre de participants attendus' }), '50');
  await user.type(screen.getByRole('textbox', { name: 'Adresse complète de l’événement' }), '1620 rue Notre-Dame Centre, Trois-Rivières');
  await setDate(user, screen.getByLabelText(/^Date de début \(jour\/mois\/année\)/), '2026-12-05');
  await setDate(user, screen.getByLabelText(/^Date de fin \(jour\/mois\/année\)/), '2026-12-06');
  await next(user, /Profil de l’événement/);
  await next(user, /Équipements et services/);
}

/** From step 3: the company's step filled, then the summary. */
async function toSummary(user: UserEvent) {
    await next(user, /Coordonnées de l’entreprise/);
    await user.type(screen.getByRole('textbox', { name: 'Nom de l’entreprise ou de l’organisme' }), 'SDC');
    await user.type(screen.getByRole('textbox', { name: 'NEQ' }), '1171234567');
    await user.type(screen.getByRole('textbox', { name: 'Courriel' }), 'evenements@sdc.ca');
    await next(user, /Résumé et envoi/);
}

const TENT = { name: 'event.tente10x10', label: 'Tente 10 × 10 pi', unit: 'UNIT_DAY', price: 15_000 };
const ANIMATION = { name: 'event.animation', label: 'Animation', unit: 'HOUR', price: 5_000 };
const POSTER = { name: 'event.affiche', label: 'Affiche personnalisée', unit: 'ITEM', price: 2_500 };

describe('EventWizardPage: the price list’s catalogue (issue #28)', () => {
  it('shows what staff added in Tarification with its unit, estimates it by unit and sends quantities only', async () => {
    const { received } = serveCatalogue([TENT, ANIMATION, POSTER]);
    const { user } = renderWithProviders(<EventWizardPage />, { route: '/evenementiel', path: '/evenementiel' });
    await toStep3(user);

    expect(await screen.findByRole('heading', { level: 4, name: 'Autres articles et services' })).toBeInTheDocument();
    const tent = screen.getByRole('group', { name: 'Tente 10 × 10 pi' });
    expect(within(tent).getByText('150,00 $ par jour')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Animation' })).getByText('50,00 $ par heure')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Affiche personnalisée' })).getByText('25,00 $ par article')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter un article : Tente 10 × 10 pi' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un article : Tente 10 × 10 pi' }));
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Ajouter une heure : Animation' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un article : Affiche personnalisée' }));

    // Per day: 2 × 150 $ × 2 days; per hour: 3 × 50 $; per article: 1 × 25 $ = 775 $ before taxes.
    const estimate = screen.getByRole('list', { name: 'Détail de l’estimation' });
    const lines = within(estimate).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s+/g, ' '));
    expect(lines).toEqual(['2 × Tente 10 × 10 pi × 2 jours600,00 $', '3 h × Animation150,00 $', '1 × Affiche personnalisée25,00 $']);
    const subtotal = within(screen.getByRole('region', { name: 'Estimation' })).getByText('Sous-total', { selector: 'dt' });
    expect(subtotal.nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('775,00 $');

    await toSummary(user);
    const term = screen.getByText('Autres articles et services', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe('2 × Tente 10 × 10 pi × 2 jours3 h × Animation1 × Affiche personnalisée');

    await user.click(screen.getByRole('button', { name: 'Soumettre la demande' }));
    expect(await screen.findByRole('heading', { name: 'Demande de soumission envoyée' })).toBeInTheDocument();
    expect(received[0]!.input.extras).toEqual([
      { code: 'tente10x10', quantity: 2 },
      { code: 'animation', quantity: 3 },
      { code: 'affiche', quantity: 1 },
    ]);
    expect(JSON.stringify(received[0]!.input)).not.toMatch(/price/i);
  });

  it('leaves out what staff made inactive, and shows the server’s refusal under the item', async () => {
    const { refuseWith } = serveCatalogue([TENT], ['event.toilette', 'event.nettoyage']);
    const { user } = renderWithProviders(<EventWizardPage />, { route: '/evenementiel', path: '/evenementiel' });
    await toStep3(user);

    expect(await screen.findByRole('group', { name: 'Tente 10 × 10 pi' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Toilette chimique' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Nettoyage après l’événement' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bac roulant 360 L' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Livraison et récupération' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter un article : Tente 10 × 10 pi' }));
    await toSummary(user);
    const message = '« Tente 10 × 10 pi » n’est plus offert. Retirez-le de votre demande.';
    refuseWith({ 'extras.tente10x10': message });
    await user.click(screen.getByRole('button', { name: 'Soumettre la demande' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Équipements et services/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Ajouter un article : Tente 10 × 10 pi' })).toHaveAccessibleDescription(message);
  });

  it('puts each refusal under its own item when a code holds a dot (« tente » and « tente.20 »: Formik reads dots as levels)', async () => {
    const SMALL = { name: 'event.tente', label: 'Tente', unit: 'UNIT_DAY', price: 10_000 };
    const BIG = { name: 'event.tente.20', label: 'Tente 20 × 20 pi', unit: 'UNIT_DAY', price: 30_000 };
    const { received, refuseWith } = serveCatalogue([SMALL, BIG]);
    const { user } = renderWithProviders(<EventWizardPage />, { route: '/evenementiel', path: '/evenementiel' });
    await toStep3(user);

    await user.click(await screen.findByRole('button', { name: 'Ajouter un article : Tente' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un article : Tente 20 × 20 pi' }));
    await toSummary(user);
    const small = '« Tente » n’est plus offert. Retirez-le de votre demande.';
    const message = '« Tente 20 × 20 pi » n’est plus offert. Retirez-le de votre demande.';
    refuseWith({ 'extras.tente': small, 'extras.tente.20': message });
    await user.click(screen.getByRole('button', { name: 'Soumettre la demande' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Équipements et services/ })).toHaveFocus();
    expect(received[0]!.input.extras).toEqual([
      { code: 'tente', quantity: 1 },
      { code: 'tente.20', quantity: 1 },
    ]);
    expect(screen.getByRole('button', { name: 'Ajouter un article : Tente 20 × 20 pi' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Ajouter un article : Tente' })).toHaveAccessibleDescription(small);
  });
});
