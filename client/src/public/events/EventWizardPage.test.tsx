import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { EVENT_MESSAGES, VALIDATION } from '@shared/messages.fr';
import { eventDays, eventQuote } from '@shared/pricing/event-quote';
import { formatCad } from '@shared/pricing/money';
import { DEFAULT_PRICES, type PriceKey } from '@shared/pricing/price-list';
import { documentTitle, PAGE_META } from '@shared/seo';
import { DEFAULT_SITE_CONFIG } from '@shared/site-config';
import { SMS_TEXTS } from '@shared/sms';
import type {
  PriceListQuery,
  SubmitEventRequestMutation,
  SubmitEventRequestMutationVariables,
} from '../../graphql-public/graphql';
import { server } from '../../testing/msw/server';
import { renderWithProviders, type RenderOptions } from '../../testing/render';
import { EventWizardPage } from './EventWizardPage';

const DATE_ERROR = '❌ La date de fin ne peut pas être avant la date de début.';
const SUCCESS = 'Soumission envoyée – Merci! Nous vous répondrons rapidement';
const BANNER = "Erreur lors de l'envoi du formulaire. Veuillez réessayer.";
const REFERENCE = 'EV-2026-000042';

/** What the server answers, with the __typename Apollo's cache expects. */
type PriceListAnswer = { priceList: (PriceListQuery['priceList'][number] & { __typename: 'Service' })[] };
type EventSubmitted = {
  submitEventRequest: SubmitEventRequestMutation['submitEventRequest'] & { __typename: 'EventRequest' };
};

function priceRows(overrides: Partial<Record<PriceKey, number>> = {}): PriceListAnswer['priceList'] {
  return Object.entries({ ...DEFAULT_PRICES, ...overrides }).map(([name, price], index) => ({
    __typename: 'Service',
    id: String(index + 1),
    name,
    label: name,
    category: 'BASE',
    unit: 'FLAT',
    price,
  }));
}

/** Serves the price list; returns how many times it was asked for. */
function servePrices(overrides: Partial<Record<PriceKey, number>> = {}): { count: number } {
  const calls = { count: 0 };
  server.use(
    graphql.query<PriceListAnswer>('PriceList', () => {
      calls.count += 1;
      return HttpResponse.json({ data: { priceList: priceRows(overrides) } });
    }),
    // Equipment availability (issue #16), asked once the dates are known: plenty of everything.
    graphql.query('EquipmentAvailability', () => HttpResponse.json({ data: { equipmentAvailability: availabilityRows() } })),
  );
  return calls;
}

function availabilityRows(left: Partial<Record<string, number>> = {}) {
  return ['bac', 'baril', 'ilot', 'toilette', 'lavage'].map((code) => ({ __typename: 'EquipmentAvailability', code, stock: 1000, available: left[code] ?? 1000 }));
}

const submitted: EventSubmitted = {
  submitEventRequest: {
    __typename: 'EventRequest',
    id: '42',
    reference: REFERENCE,
    days: 2,
    subtotal: 10_000,
    gst: 500,
    qst: 998,
    total: 11_498,
  },
};

const submitEventRequest = graphql.mutation<EventSubmitted, SubmitEventRequestMutationVariables>;

/** Records the variables of every SubmitEventRequest and answers with success. */
function acceptEventRequests(): SubmitEventRequestMutationVariables[] {
  const received: SubmitEventRequestMutationVariables[] = [];
  server.use(
    submitEventRequest('SubmitEventRequest', ({ variables }) => {
      received.push(variables);
      return HttpResponse.json({ data: submitted });
    }),
  );
  return received;
}

function renderWizard(options: Pick<RenderOptions, 'userOptions'> = {}) {
  return renderWithProviders(<EventWizardPage />, { route: '/evenementiel', path: '/evenementiel', ...options });
}

const field = {
  eventName: () => screen.getByRole('textbox', { name: 'Nom de l’événement' }),
  eventType: () => screen.getByRole('combobox', { name: 'Type d’événement' }),
  participants: () => screen.getByRole('spinbutton', { name: 'Nombre de participants attendus' }),
  address: () => screen.getByRole('textbox', { name: 'Adresse complète de l’événement' }),
  // The label's text ends with the required asterisk (hidden from the accessible name).
  dateStart: () => screen.getByLabelText(/^Date de début \(jour\/mois\/année\)/),
  dateEnd: () => screen.getByLabelText(/^Date de fin \(jour\/mois\/année\)/),
  superficie: () => screen.getByRole('spinbutton', { name: 'Superficie approximative (pi²)' }),
  zones: () => screen.getByRole('spinbutton', { name: 'Nombre de zones ou kiosques' }),
  commentaires: () => screen.getByRole('textbox', { name: 'Commentaires logistiques particuliers' }),
  companyName: () => screen.getByRole('textbox', { name: 'Nom de l’entreprise ou de l’organisme' }),
  neq: () => screen.getByRole('textbox', { name: 'NEQ' }),
  email: () => screen.getByRole('textbox', { name: 'Courriel' }),
  phone: () => screen.getByRole('textbox', { name: 'Téléphone (facultatif)' }),
  website: () => screen.getByRole('textbox', { name: 'Site Web (facultatif)' }),
  service: (name: string) => screen.getByRole('checkbox', { name }),
  sendCopy: () => screen.getByRole('checkbox', { name: 'Recevoir une copie du devis par courriel' }),
};

const button = {
  next: () => screen.getByRole('button', { name: 'Continuer' }),
  back: () => screen.getByRole('button', { name: 'Retour' }),
  submit: () => screen.getByRole('button', { name: /Soumettre la demande|Envoi en cours…/ }),
  add: (what: string) => screen.getByRole('button', { name: `Ajouter ${what}` }),
  remove: (what: string) => screen.getByRole('button', { name: `Retirer ${what}` }),
};

/** The counter's <output> (a live region) of one equipment card or of the staff group. */
function countOf(group: string): HTMLElement {
  return within(screen.getByRole('group', { name: group })).getByRole('status');
}

/** Types a date into a native date input (the value is set once the typed text is a whole date). */
async function setDate(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
  await user.tab();
}

/** Clicks Continuer (or Retour) and waits for the heading of the step it leads to. */
async function go(user: UserEvent, which: 'next' | 'back', title: RegExp) {
  await user.click(which === 'next' ? button.next() : button.back());
  return screen.findByRole('heading', { level: 3, name: title });
}

interface Step1 {
  eventName: string;
  eventType: string;
  participants: string;
  address: string;
  dateStart: string;
  dateEnd: string;
}

const STEP1: Step1 = {
  eventName: 'Marché de Noël du centre-ville',
  eventType: 'Foire commerciale',
  participants: '50',
  address: '1620 rue Notre-Dame Centre, Trois-Rivières',
  dateStart: '2026-12-05',
  dateEnd: '2026-12-06',
};

async function fillStep1(user: UserEvent, values: Partial<Step1> = {}) {
  const v = { ...STEP1, ...values };
  await user.type(await screen.findByRole('textbox', { name: 'Nom de l’événement' }), v.eventName);
  await user.selectOptions(field.eventType(), v.eventType);
  await user.clear(field.participants());
  await user.type(field.participants(), v.participants);
  await user.type(field.address(), v.address);
  await setDate(user, field.dateStart(), v.dateStart);
  await setDate(user, field.dateEnd(), v.dateEnd);
}

async function fillCompany(user: UserEvent) {
  await user.type(field.companyName(), 'Société de développement commercial');
  await user.type(field.neq(), '1171234567');
  await user.type(field.email(), 'evenements@sdc.ca');
}

/** From step 1 (filled) to step 3. */
async function goToStep3(user: UserEvent, step1: Partial<Step1> = {}, area = '') {
  await fillStep1(user, step1);
  await go(user, 'next', /Profil de l’événement/);
  if (area) await user.type(field.superficie(), area);
  await go(user, 'next', /Équipements et services/);
}

function stepHeading(title: RegExp) {
  return screen.getByRole('heading', { level: 3, name: title });
}

/** The summary's terms and definitions, spaces normalised. */
function summaryRows(): Record<string, string> {
  return Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent ?? '', (term.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ')]),
  );
}

/** The amount next to a label of the estimate's totals. */
function estimateAmount(label: string): string {
  const estimate = screen.getByRole('region', { name: 'Estimation' });
  const term = within(estimate).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('EventWizardPage', () => {
  it('shows the title, the heading, the five steps and the metadata of /evenementiel', async () => {
    servePrices();
    renderWizard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Soumission événementielle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Formulaire événementiel professionnel' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Étapes du formulaire' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps.slice(1).every((item) => !item.hasAttribute('aria-current'))).toBe(true);
    expect(stepHeading(/Étape 1 sur 5\s*Informations générales/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retour' })).not.toBeInTheDocument();
    expect(document.title).toBe(documentTitle(PAGE_META['/evenementiel']!, DEFAULT_SITE_CONFIG.companyName));
    expect(document.title).toMatch(/^Soumission événementielle/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${DEFAULT_SITE_CONFIG.publicUrl}/evenementiel`);
  });

  it('offers the five event types with their French names', async () => {
    servePrices();
    renderWizard();
    const select = await screen.findByRole('combobox', { name: 'Type d’événement' });
    expect(within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Choisissez un type'],
      ['festival', 'Festival'],
      ['municipal', 'Événement municipal'],
      ['course', 'Course urbaine'],
      ['foire', 'Foire commerciale'],
      ['autre', 'Autre'],
    ]);
  });

  it('checks the required fields of step 1 before moving on', async () => {
    servePrices();
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));

    expect(await screen.findByText(EVENT_MESSAGES.eventNameRequired)).toBeInTheDocument();
    expect(field.eventName()).toHaveAccessibleDescription(EVENT_MESSAGES.eventNameRequired);
    expect(field.eventType()).toHaveAccessibleDescription(EVENT_MESSAGES.eventType);
    expect(field.participants()).toHaveAccessibleDescription(EVENT_MESSAGES.participants);
    expect(field.address()).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.addressRequired));
    expect(field.dateStart()).toHaveAccessibleDescription(EVENT_MESSAGES.dateStartRequired);
    expect(field.dateEnd()).toHaveAccessibleDescription(EVENT_MESSAGES.dateEndRequired);
    expect(field.eventName()).toHaveFocus();
    expect(stepHeading(/Informations générales/)).toBeInTheDocument();

    // Participants: a whole number of at least 1.
    await user.type(field.participants(), '0');
    await user.tab();
    expect(field.participants()).toHaveAccessibleDescription(EVENT_MESSAGES.participants);
    await user.clear(field.participants());
    await user.type(field.participants(), '120');
    await user.tab();
    expect(field.participants()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the date error in red, disables Continuer, then the duration once the dates are in order', async () => {
    servePrices();
    const { user } = renderWizard();
    await fillStep1(user, { dateStart: '2026-07-12', dateEnd: '2026-07-10' });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(DATE_ERROR);
    expect(alert.textContent).toBe(DATE_ERROR);
    expect(alert).toHaveClass('field__error');
    expect(button.next()).toBeDisabled();
    expect(field.dateEnd()).toHaveAttribute('aria-invalid', 'true');
    // The chosen dates are also written out, whatever format the browser shows.
    expect(field.dateEnd()).toHaveAccessibleDescription(`${DATE_ERROR} vendredi 10 juillet 2026`);
    expect(field.dateStart()).toHaveAccessibleDescription('dimanche 12 juillet 2026');
    expect(screen.queryByText(/Durée estimée/)).not.toBeInTheDocument();
    // Enter in a field does not move on either.
    await user.type(field.eventName(), '{Enter}');
    expect(stepHeading(/Informations générales/)).toBeInTheDocument();

    await setDate(user, field.dateEnd(), '2026-07-14');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Durée estimée : 3 jours')).toBeInTheDocument();
    expect(button.next()).toBeEnabled();
    await setDate(user, field.dateEnd(), '2026-07-12');
    expect(screen.getByText('Durée estimée : 1 jour')).toBeInTheDocument();
  });

  it('scrolls to the form and moves the focus to the step heading on each step change', async () => {
    servePrices();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderWizard();
    await fillStep1(user);
    expect(scroll).not.toHaveBeenCalled();

    await user.click(button.next());
    const heading = await screen.findByRole('heading', { level: 3, name: /Étape 2 sur 5\s*Profil de l’événement/ });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(heading.closest('form'));
    const steps = within(screen.getByRole('list', { name: 'Étapes du formulaire' })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');

    // Step 2 moves forward with nothing filled in; Retour keeps what was typed.
    await user.click(button.next());
    expect(stepHeading(/Équipements et services/)).toHaveFocus();
    await user.click(button.back());
    await user.click(button.back());
    expect(stepHeading(/Informations générales/)).toHaveFocus();
    expect(field.eventName()).toHaveValue(STEP1.eventName);
    expect(field.dateEnd()).toHaveValue(STEP1.dateEnd);
    expect(scroll).toHaveBeenCalledTimes(4);
    scroll.mockRestore();
  });

  it('explains the area and the zones in tips reachable by keyboard, pointer and touch', async () => {
    servePrices();
    const { user } = renderWizard();
    await fillStep1(user);
    await go(user, 'next', /Profil de l’événement/);

    const areaTip = await screen.findByRole('button', { name: 'Aide : superficie' });
    expect(areaTip).toHaveAccessibleDescription(
      'Repères : 1 m² ≈ 10,764 pi²; un terrain de football ≈ 57\u00a0600 pi²; 20\u00a0000 pi² ≈ un petit parc de quartier.',
    );
    expect(screen.getByRole('button', { name: 'Aide : zones ou kiosques' })).toHaveAccessibleDescription(/kiosques/);

    await user.click(areaTip);
    expect(areaTip).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(areaTip).toHaveAttribute('aria-expanded', 'false');
    // The tip button is outside the label: the field keeps its plain name.
    expect(field.superficie()).toHaveAttribute('min', '0');
  });

  it('pre-fills the suggestions on entering step 3 when nothing is chosen', async () => {
    servePrices();
    const { user } = renderWizard();
    // 1 200 participants on 25 000 sq ft: ceil(N/300) bins, ceil(N/150) barrels, ceil(N/250) islands,
    // ceil(N/300) toilets, ceil(N/200) washing stations; delivery (N > 1000); no staff (N ≤ 1500).
    await goToStep3(user, { participants: '1200' }, '25000');

    expect(countOf('Bac roulant 360 L')).toHaveTextContent('Bac roulant 360 L : 4');
    expect(countOf('Baril métallique fixe')).toHaveTextContent(': 8');
    expect(countOf('Îlot de tri 3 voies')).toHaveTextContent(': 5');
    expect(countOf('Toilette chimique')).toHaveTextContent(': 4');
    expect(countOf('Station de lavage')).toHaveTextContent(': 6');
    expect(field.service('Livraison et récupération')).toBeChecked();
    expect(field.service('Nettoyage après l’événement')).not.toBeChecked();
    expect(field.service('Personnel sur place')).not.toBeChecked();
    const recommendation = screen.getByRole('region', { name: 'Recommandation automatique' });
    expect(recommendation).toHaveTextContent('Pour 1 200 participants sur environ 25 000 pi², nous suggérons');
    expect(recommendation).toHaveTextContent('Nous avons prérempli ces suggestions');

    // Choices made are kept when the visitor comes back to step 3.
    await user.click(button.add('un bac roulant 360 L'));
    await user.click(button.next());
    await user.click(button.back());
    expect(countOf('Bac roulant 360 L')).toHaveTextContent(': 5');
    expect(field.service('Livraison et récupération')).toBeChecked();
  });

  it('shows what is left for the dates, never suggests more and stops the counters there (issue #16)', async () => {
    servePrices();
    server.use(graphql.query('EquipmentAvailability', () => HttpResponse.json({ data: { equipmentAvailability: availabilityRows({ toilette: 0, lavage: 3, bac: 2 }) } })));
    const { user } = renderWizard();
    await goToStep3(user, { participants: '1200' }, '25000');
    const card = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(card('Toilette chimique')).toHaveTextContent('Complet pour ces dates'));
    expect(card('Station de lavage')).toHaveTextContent('Plus que 3 disponibles');
    expect(card('Îlot de tri 3 voies')).toHaveTextContent('Disponible');
    // Suggested 4 toilets, 6 washing stations and 4 bins for 1 200 people: capped at what is left.
    await waitFor(() => expect(countOf('Toilette chimique')).toHaveTextContent(': 0'));
    expect(countOf('Station de lavage')).toHaveTextContent(': 3');
    expect(countOf('Bac roulant 360 L')).toHaveTextContent(': 2');
    await user.click(button.add('un bac roulant 360 L'));
    expect(countOf('Bac roulant 360 L')).toHaveTextContent(': 2');
    expect(button.add('un bac roulant 360 L')).toHaveAttribute('aria-disabled', 'true');
    // Said next to the item, not only a greyed-out button (issue #28).
    expect(card('Bac roulant 360 L')).toHaveTextContent('4 recommandés, 2 disponibles à ces dates');
    expect(card('Station de lavage')).toHaveTextContent('6 recommandés, 3 disponibles à ces dates');
    expect(card('Toilette chimique')).toHaveTextContent('4 recommandés, 0 disponible à ces dates');
    expect(card('Îlot de tri 3 voies')).not.toHaveTextContent('recommandé');
  });

  it('sends the counts the dates capped beside the granted ones, only while they stay at the cap (issue #25)', async () => {
    servePrices();
    server.use(graphql.query('EquipmentAvailability', () => HttpResponse.json({ data: { equipmentAvailability: availabilityRows({ toilette: 0, lavage: 3, bac: 2 }) } })));
    const received = acceptEventRequests();
    const { user } = renderWizard();
    await goToStep3(user, { participants: '1200' }, '25000');
    // Suggested 4 bins, 6 washing stations, 4 toilets: capped at 2, 3 and 0. The visitor lowers the stations to 2 by hand.
    await waitFor(() => expect(countOf('Bac roulant 360 L')).toHaveTextContent(': 2'));
    await user.click(button.remove('une station de lavage'));
    expect(countOf('Station de lavage')).toHaveTextContent(': 2');
    await go(user, 'next', /Coordonnées de l’entreprise/);
    await fillCompany(user);
    await go(user, 'next', /Résumé et envoi/);
    await user.click(button.submit());
    await screen.findByText(SUCCESS);

    expect(received).toHaveLength(1);
    const input = received[0]!.input;
    expect(input.materials).toMatchObject({ bac: 2, lavage: 2, toilette: 0 });
    // The stations lowered by hand are the visitor's own choice, not unmet demand.
    expect(input.askedMaterials).toEqual({ bac: 4, toilette: 4 });
  });

  it('sends no asked counts when nothing was capped', async () => {
    servePrices();
    const received = acceptEventRequests();
    const { user } = renderWizard();
    await goToStep3(user, { participants: '1200' }, '25000');
    await go(user, 'next', /Coordonnées de l’entreprise/);
    await fillCompany(user);
    await go(user, 'next', /Résumé et envoi/);
    await user.click(button.submit());
    await screen.findByText(SUCCESS);
    expect(received[0]!.input).not.toHaveProperty('askedMaterials');
  });

  it('fills only the empty group: counts are kept when only the services are empty', async () => {
    servePrices();
    const { user } = renderWizard();
    // 50 participants: nothing is suggested.
    await goToStep3(user, { participants: '50' });
    expect(countOf('Bac roulant 360 L')).toHaveTextContent(': 0');
    expect(field.service('Livraison et récupération')).not.toBeChecked();
    expect(screen.queryByText(/Nous avons prérempli/)).not.toBeInTheDocument();
    await user.click(button.add('un bac roulant 360 L'));
    await user.click(button.add('un bac roulant 360 L'));

    // Back to step 1 for 3 200 participants: the services are suggested, the two bins stay.
    await user.click(button.back());
    await user.click(button.back());
    await user.clear(field.participants());
    await user.type(field.participants(), '3200');
    await go(user, 'next', /Profil de l’événement/);
    await go(user, 'next', /Équipements et services/);
    expect(countOf('Bac roulant 360 L')).toHaveTextContent(': 2');
    expect(countOf('Toilette chimique')).toHaveTextContent(': 0');
    expect(field.service('Livraison et récupération')).toBeChecked();
    expect(field.service('Personnel sur place')).toBeChecked();
    expect(countOf('Nombre d’employés')).toHaveTextContent('Employés : 2');

    // Nothing is overwritten once both groups have a choice; the button applies everything on demand.
    await user.click(button.back());
    await user.click(button.next());
    expect(countOf('Toilette chimique')).toHaveTextContent(': 0');
    await user.click(screen.getByRole('button', { name: 'Appliquer la recommandation' }));
    expect(countOf('Toilette chimique')).toHaveTextContent(': 11');
    expect(countOf('Bac roulant 360 L')).toHaveTextContent(': 11');
  });

  it('never counts below 0, nor staff below 1, and turning staff off resets it to 1', async () => {
    servePrices();
    const { user } = renderWizard();
    await goToStep3(user);

    const removeBin = button.remove('un bac roulant 360 L');
    expect(removeBin).toHaveAttribute('aria-disabled', 'true');
    await user.click(removeBin);
    expect(countOf('Bac roulant 360 L')).toHaveTextContent('Bac roulant 360 L : 0');
    await user.click(button.add('un bac roulant 360 L'));
    expect(countOf('Bac roulant 360 L')).toHaveTextContent('Bac roulant 360 L : 1');
    expect(removeBin).toHaveAttribute('aria-disabled', 'false');
    await user.click(removeBin);
    await user.click(removeBin);
    expect(countOf('Bac roulant 360 L')).toHaveTextContent(': 0');
    expect(removeBin).toHaveFocus();

    // The staff counter appears with the service.
    expect(screen.queryByRole('group', { name: 'Nombre d’employés' })).not.toBeInTheDocument();
    await user.click(field.service('Personnel sur place'));
    expect(countOf('Nombre d’employés')).toHaveTextContent('Employés : 1');
    await user.click(button.remove('un employé'));
    expect(countOf('Nombre d’employés')).toHaveTextContent('Employés : 1');
    await user.click(button.add('un employé'));
    await user.click(button.add('un employé'));
    expect(countOf('Nombre d’employés')).toHaveTextContent('Employés : 3');
    await user.click(field.service('Personnel sur place'));
    await user.click(field.service('Personnel sur place'));
    expect(countOf('Nombre d’employés')).toHaveTextContent('Employés : 1');
  });

  it('caps the suggested counts at what one request may hold', async () => {
    servePrices();
    const { user } = renderWizard();
    // 200 000 participants: ceil(N/150) = 1 334 barrels, more than the 1 000 a request may hold.
    await goToStep3(user, { participants: '200000' });
    expect(countOf('Baril métallique fixe')).toHaveTextContent('Baril métallique fixe : 1000');
    expect(countOf('Bac roulant 360 L')).toHaveTextContent('Bac roulant 360 L : 667');
    const addBarrel = button.add('un baril métallique fixe');
    expect(addBarrel).toHaveAttribute('aria-disabled', 'true');
    await user.click(addBarrel);
    expect(countOf('Baril métallique fixe')).toHaveTextContent(': 1000');
  });

  it('shows unit prices from the price list and a running estimate equal to eventQuote', async () => {
    const priceCalls = servePrices();
    const { user } = renderWizard();
    await goToStep3(user, { dateStart: '2026-12-05', dateEnd: '2026-12-06' });

    expect(await within(screen.getByRole('group', { name: 'Bac roulant 360 L' })).findByText('10,00 $ par unité par jour')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Toilette chimique' })).getByText('135,00 $ par unité par jour')).toBeInTheDocument();
    // formatCad writes a no-break space before the dollar sign.
    expect(field.service('Livraison et récupération')).toHaveAccessibleDescription(
      '60,00\u00a0$ aller-retour dans un rayon de 25 km (recommandée)',
    );
    expect(field.service('Nettoyage après l’événement')).toHaveAccessibleDescription('80,00\u00a0$ après l’événement');
    expect(field.service('Personnel sur place')).toHaveAccessibleDescription(
      '35,00\u00a0$/h par employé, minimum 3 heures. L’estimation compte 8 h par jour par employé.',
    );
    expect(estimateAmount('Total estimé')).toBe(formatCad(0));

    // 2 bins × 10 $ × 2 days + delivery 60 $ = 100 $; TPS 5 $; TVQ 9,975 % = 9,975 $ → 9,98 $.
    await user.click(button.add('un bac roulant 360 L'));
    await user.click(button.add('un bac roulant 360 L'));
    await user.click(field.service('Livraison et récupération'));
    expect(estimateAmount('Sous-total')).toMatch(/^100,00\s\$$/);
    expect(estimateAmount('TPS (5 %)')).toMatch(/^5,00\s\$$/);
    expect(estimateAmount('TVQ (9,975 %)')).toMatch(/^9,98\s\$$/);
    expect(estimateAmount('Total estimé')).toMatch(/^114,98\s\$$/);
    const estimate = screen.getByRole('region', { name: 'Estimation' });
    expect(estimate).toHaveTextContent('Pour un événement de 2 jours');
    expect(within(estimate).getByRole('list', { name: 'Détail de l’estimation' })).toHaveTextContent(
      /2 × Bac roulant 360 L × 2 jours\s*40,00\s\$\s*Livraison et récupération\s*60,00\s\$/,
    );

    // Staff: 2 people × 8 h × 2 days × 35 $ = 1 120 $, and the total is eventQuote's.
    await user.click(field.service('Personnel sur place'));
    await user.click(button.add('un employé'));
    const expected = eventQuote(DEFAULT_PRICES, {
      materials: { bac: 2 },
      services: { livraison: true, staff: true },
      staffCount: 2,
      days: eventDays('2026-12-05', '2026-12-06'),
    });
    expect(estimateAmount('Total estimé')).toBe(formatCad(expected.total));
    expect(estimateAmount('Sous-total')).toMatch(/^1\s220,00\s\$$/);
    expect(estimate).toHaveTextContent(/Personnel sur place \(2 × 8 h × 2 jours\)\s*1\s120,00\s\$/);
    expect(priceCalls.count).toBe(1);
  });

  it('prices with the list the server sends, not with built-in prices', async () => {
    servePrices({ 'event.bac': 1250 });
    const { user } = renderWizard();
    await goToStep3(user);
    await user.click(button.add('un bac roulant 360 L'));
    await user.click(button.add('un bac roulant 360 L'));
    await user.click(field.service('Livraison et récupération'));
    // 2 × 12,50 $ × 2 days + 60 $ = 110 $; TPS 5,50 $; TVQ 10,9725 $ → 10,97 $.
    expect(await screen.findByText('12,50 $ par unité par jour', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeInTheDocument();
    expect(estimateAmount('Total estimé')).toMatch(/^126,47\s\$$/);
  });

  it('shows a loading state, then an error state with a retry when the price list fails', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      graphql.query<PriceListAnswer>('PriceList', async () => {
        await released;
        if (fail) return HttpResponse.json({ data: null, errors: [{ message: 'Erreur serveur', extensions: { code: 'INTERNAL' } }] });
        return HttpResponse.json({ data: { priceList: priceRows() } });
      }),
      graphql.query('EquipmentAvailability', () => HttpResponse.json({ data: { equipmentAvailability: availabilityRows() } })),
    );
    const { user } = renderWizard();
    await fillStep1(user);
    await go(user, 'next', /Profil de l’événement/);
    await go(user, 'next', /Équipements et services/);
    expect(within(screen.getByRole('region', { name: 'Estimation' })).getByText('Chargement de la grille de prix…')).toBeInTheDocument();
    release();

    expect(await screen.findByText(/La grille de prix est momentanément indisponible/)).toBeInTheDocument();
    expect(screen.queryByText('Total estimé')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Total estimé')).toBeInTheDocument();
    expect(estimateAmount('Total estimé')).toBe(formatCad(0));
  });

  it('checks the company details of step 4 with the shared messages', async () => {
    servePrices();
    const { user } = renderWizard();
    await goToStep3(user);
    expect(await go(user, 'next', /Coordonnées de l’entreprise/)).toHaveFocus();

    await user.click(button.next());
    expect(await screen.findByText(EVENT_MESSAGES.companyNameRequired)).toBeInTheDocument();
    expect(field.neq()).toHaveAccessibleDescription(expect.stringContaining(EVENT_MESSAGES.neqRequired));
    expect(field.email()).toHaveAccessibleDescription(VALIDATION.emailRequired);
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(field.website()).not.toHaveAttribute('aria-invalid');
    expect(field.companyName()).toHaveFocus();

    expect(field.neq()).toHaveAttribute('maxLength', '10');
    await user.type(field.neq(), '11712345678');
    expect(field.neq()).toHaveValue('1171234567');
    await user.clear(field.neq());
    await user.type(field.neq(), '117123456A');
    await user.type(field.email(), 'pas-un-courriel');
    await user.type(field.phone(), '555');
    await user.type(field.website(), 'site web');
    await user.click(button.next());
    expect(await screen.findByText(EVENT_MESSAGES.website)).toBeInTheDocument();
    expect(field.neq()).toHaveAccessibleDescription(expect.stringContaining(EVENT_MESSAGES.neq));
    expect(field.email()).toHaveAccessibleDescription(VALIDATION.email);
    expect(field.phone()).toHaveAccessibleDescription(VALIDATION.phone);
    expect(field.website()).toHaveAccessibleDescription(EVENT_MESSAGES.website);
    expect(stepHeading(/Coordonnées de l’entreprise/)).toBeInTheDocument();
  });

  it('offers SMS at the phone with the consent wording, never pre-ticked; ticked, the phone becomes required (issue #26, CASL)', async () => {
    servePrices();
    const { user } = renderWizard();
    await goToStep3(user);
    await go(user, 'next', /Coordonnées de l’entreprise/);
    const consent = screen.getByRole('checkbox', { name: SMS_TEXTS.consentWording(DEFAULT_SITE_CONFIG.companyName) });
    expect(consent).not.toBeChecked();
    await fillCompany(user);
    await user.click(consent);
    await user.click(button.next());
    expect(await screen.findByText(SMS_TEXTS.mobileRequired)).toBeInTheDocument();
    expect(field.phone()).toHaveAccessibleDescription(SMS_TEXTS.mobileRequired);
    await user.type(field.phone(), '819 555-0177');
    expect(await go(user, 'next', /Résumé et envoi/)).toHaveFocus();
  });

  describe('submission', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('summarises, sends exactly the request shape, then shows a confirmation with the reference, the summary and the next steps (issue #28)', async () => {
      servePrices();
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const received: SubmitEventRequestMutationVariables[] = [];
      server.use(
        submitEventRequest('SubmitEventRequest', async ({ variables }) => {
          received.push(variables);
          await answered;
          return HttpResponse.json({ data: submitted });
        }),
      );
      const { user } = renderWizard({ userOptions: { advanceTimers: jest.advanceTimersByTime } });

      await fillStep1(user, { participants: '50', dateStart: '2026-12-05', dateEnd: '2026-12-06' });
      await go(user, 'next', /Profil de l’événement/);
      await user.type(field.superficie(), '1500');
      await user.type(field.zones(), '4');
      await user.type(field.commentaires(), '  Accès par la rue des Forges.  ');
      await go(user, 'next', /Équipements et services/);
      await user.click(button.add('un bac roulant 360 L'));
      await user.click(button.add('un bac roulant 360 L'));
      await user.click(field.service('Livraison et récupération'));
      await go(user, 'next', /Coordonnées de l’entreprise/);
      await fillCompany(user);
      expect(await go(user, 'next', /Résumé et envoi/)).toHaveFocus();
      expect(summaryRows()).toEqual({
        Événement: 'Marché de Noël du centre-ville (Foire commerciale)',
        Participants: '50',
        Adresse: STEP1.address,
        Superficie: '1 500 pi²',
        'Zones ou kiosques': '4',
        Dates: 'Du 5 décembre 2026 au 6 décembre 2026 (2 jours)',
        Équipements: '2 bacs roulants 360 L',
        Services: 'Livraison et récupération',
        Entreprise: 'Société de développement commercial',
        NEQ: '1171234567',
        Courriel: 'evenements@sdc.ca',
        Téléphone: 'Non fourni',
        'Total estimé (taxes incluses)': '114,98 $',
      });
      expect(field.sendCopy()).toBeChecked();

      await user.click(button.submit());
      expect(await screen.findByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
      answer();

      // Not a toast over an emptied form: a confirmation in its place, focused.
      const confirmation = await screen.findByRole('heading', { name: 'Demande de soumission envoyée' });
      expect(confirmation).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(SUCCESS);
      expect(screen.getByText(REFERENCE)).toBeInTheDocument();
      expect(summaryRows()).toMatchObject({ Événement: 'Marché de Noël du centre-ville (Foire commerciale)', Équipements: '2 bacs roulants 360 L', 'Total estimé (taxes incluses)': '114,98 $' });
      expect(screen.getByRole('heading', { name: 'La suite' })).toBeInTheDocument();
      expect(screen.getByText('Une copie de votre demande part à evenements@sdc.ca.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Soumettre la demande' })).not.toBeInTheDocument();
      expect(received).toEqual([
        {
          input: {
            idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
            eventName: 'Marché de Noël du centre-ville',
            eventType: 'foire',
            participants: 50,
            dateStart: '2026-12-05',
            dateEnd: '2026-12-06',
            address: STEP1.address,
            superficie: 1500,
            zones: 4,
            commentaires: 'Accès par la rue des Forges.',
            materials: { bac: 2, baril: 0, ilot: 0, toilette: 0, lavage: 0 },
            services: { livraison: true, nettoyage: false, staff: false },
            staffCount: 1,
            companyName: 'Société de développement commercial',
            neq: '1171234567',
            email: 'evenements@sdc.ca',
            phone: '',
            website: '',
            sendCopy: true,
          },
        },
      ]);
      expect(received[0]!.input).not.toHaveProperty('totalPrice');

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // It stays (no timer).
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(screen.getByText(/Soumission envoyée/)).toBeInTheDocument();
    });

    it('« Faire une autre demande » starts again from an empty step 1', async () => {
      servePrices();
      acceptEventRequests();
      const { user } = renderWizard({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
      await goToStep3(user);
      await go(user, 'next', /Coordonnées de l’entreprise/);
      await fillCompany(user);
      await go(user, 'next', /Résumé et envoi/);
      expect(summaryRows()).toMatchObject({
        Superficie: 'Non précisée',
        'Zones ou kiosques': 'Non précisé',
        Équipements: 'Aucun',
        Services: 'Aucun',
        'Total estimé (taxes incluses)': '0,00 $',
      });
      await user.click(button.submit());

      expect(await screen.findByText(/Soumission envoyée/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Faire une autre demande' }));
      expect(screen.queryByText(/Soumission envoyée/)).not.toBeInTheDocument();
      expect(stepHeading(/Informations générales/)).toHaveFocus();
      expect(field.eventName()).toHaveValue('');
    });
  });

  async function reachSummary(user: UserEvent) {
    await goToStep3(user);
    await go(user, 'next', /Coordonnées de l’entreprise/);
    await fillCompany(user);
    await go(user, 'next', /Résumé et envoi/);
  }

  it('shows the banner, not the server’s text, when the request fails, and lets the visitor retry', async () => {
    servePrices();
    let fail = true;
    server.use(
      submitEventRequest('SubmitEventRequest', () =>
        fail
          ? HttpResponse.json({ data: null, errors: [{ message: 'Connection lost: database unreachable', extensions: { code: 'INTERNAL' } }] })
          : HttpResponse.json({ data: submitted }),
      ),
    );
    const { user } = renderWizard();
    await reachSummary(user);
    await user.click(button.submit());

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(BANNER);
    expect(banner).toHaveFocus();
    expect(screen.queryByText(/database unreachable/)).not.toBeInTheDocument();
    expect(screen.queryByText('Erreur serveur')).not.toBeInTheDocument();
    expect(button.submit()).toHaveTextContent('Soumettre la demande');
    expect(button.submit()).toBeEnabled();
    expect(stepHeading(/Résumé et envoi/)).toBeInTheDocument();

    // A new attempt clears the banner.
    fail = false;
    await user.click(button.submit());
    expect(await screen.findByText(/Soumission envoyée/)).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('shows the banner on a network failure', async () => {
    servePrices();
    server.use(submitEventRequest('SubmitEventRequest', () => HttpResponse.error()));
    const { user } = renderWizard();
    await reachSummary(user);
    await user.click(button.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(BANNER);
    expect(button.submit()).toBeEnabled();
  });

  it('takes the visitor to the first step with a server field error and shows it under the field', async () => {
    servePrices();
    server.use(
      submitEventRequest('SubmitEventRequest', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Ce NEQ est inconnu.',
              extensions: {
                code: 'BAD_USER_INPUT',
                category: 'BAD_USER_INPUT',
                fieldErrors: { neq: 'Ce NEQ est inconnu.', 'materials.bac': EVENT_MESSAGES.quantity(1000) },
              },
            },
          ],
        }),
      ),
    );
    const { user } = renderWizard();
    await reachSummary(user);
    await user.click(button.submit());

    const heading = await screen.findByRole('heading', { level: 3, name: /Équipements et services/ });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(BANNER);
    expect(button.add('un bac roulant 360 L')).toHaveAccessibleDescription(EVENT_MESSAGES.quantity(1000));

    await user.click(button.next());
    expect(field.neq()).toHaveAttribute('aria-invalid', 'true');
    expect(field.neq()).toHaveAccessibleDescription(expect.stringContaining('Ce NEQ est inconnu.'));
  });

  it('catches on submission an error of a step that moves forward unchecked (step 2)', async () => {
    servePrices();
    const received = acceptEventRequests();
    const { user } = renderWizard();
    await fillStep1(user);
    await go(user, 'next', /Profil de l’événement/);
    await user.type(field.superficie(), '12.5');
    await go(user, 'next', /Équipements et services/);
    await go(user, 'next', /Coordonnées de l’entreprise/);
    await fillCompany(user);
    await go(user, 'next', /Résumé et envoi/);
    await user.click(button.submit());

    expect(await screen.findByRole('heading', { level: 3, name: /Profil de l’événement/ })).toHaveFocus();
    expect(field.superficie()).toHaveAccessibleDescription(expect.stringContaining(EVENT_MESSAGES.superficie));
    expect(received).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
