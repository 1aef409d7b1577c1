import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse, http } from 'msw';
import { documentTitle, PAGE_META } from '@shared/seo';
import { DEFAULT_SITE_CONFIG } from '@shared/site-config';
import { SMS_TEXTS } from '@shared/sms';
import type {
  CreatePickupRequestMutation,
  CreatePickupRequestMutationVariables,
} from '../../graphql-public/graphql';
import { server } from '../../testing/msw/server';
import { renderWithProviders, TEST_GRAPHQL_URL, type RenderOptions } from '../../testing/render';
import { PickupPage } from './PickupPage';

const SUCCESS_TEXT = 'Votre demande a été soumise avec succès ! Vous recevrez un courriel de confirmation sous peu.';

/** What the server answers: the generated type plus the __typename Apollo's cache expects. */
type PickupCreated = {
  createPickupRequest: CreatePickupRequestMutation['createPickupRequest'] & { __typename: 'PickupRequest' };
};

const pickupCreated: PickupCreated = {
  createPickupRequest: { __typename: 'PickupRequest', id: '42', createdAt: '2025-01-15T14:00:00.000Z', photoUploadUrl: '/files/pickup-requests/42/photos?expires=1&signature=x' },
};

const createPickupRequest = graphql.mutation<PickupCreated, CreatePickupRequestMutationVariables>;

/** Records the variables of every CreatePickupRequest and answers with success. */
function acceptPickupRequests(): CreatePickupRequestMutationVariables[] {
  const received: CreatePickupRequestMutationVariables[] = [];
  server.use(
    createPickupRequest('CreatePickupRequest', ({ variables }) => {
      received.push(variables);
      return HttpResponse.json({ data: pickupCreated });
    }),
  );
  return received;
}

function renderPickupPage(options: Pick<RenderOptions, 'userOptions'> = {}) {
  return renderWithProviders(<PickupPage />, {
    route: '/ramassage',
    path: '/ramassage',
    routes: [{ path: '/confirmation', element: <h1>Page de confirmation</h1> }],
    ...options,
  });
}

const field = {
  fullName: () => screen.getByRole('textbox', { name: 'Nom complet' }),
  phone: () => screen.getByRole('textbox', { name: 'Téléphone' }),
  email: () => screen.getByRole('textbox', { name: 'Courriel' }),
  address: () => screen.getByRole('textbox', { name: 'Adresse complète' }),
  floor: () => screen.getByRole('combobox', { name: 'Étage' }),
  elevator: () => screen.getByRole('checkbox', { name: 'Ascenseur disponible' }),
  urgency: () => screen.getByRole('checkbox', { name: 'Intervention urgente' }),
  description: () => screen.getByRole('textbox', { name: 'Description des objets' }),
  photos: () => screen.getByLabelText('Choisir des photos'),
  submit: () => screen.getByRole('button', { name: /Soumettre ma demande|Envoi en cours/ }),
};

async function fillRequiredFields(user: UserEvent) {
  await user.type(field.fullName(), 'Marie Tremblay');
  await user.type(field.phone(), '819 555-0199');
  await user.type(field.email(), 'marie@example.ca');
  await user.type(field.address(), '123, rue des Forges, Trois-Rivières');
}

const image = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

describe('PickupPage', () => {
  it('shows the heading, the promises and the metadata of /ramassage', async () => {
    renderPickupPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ramassage d’encombrants et de successions' })).toBeInTheDocument();
    expect(screen.getByText('Soumission en ligne gratuite et sans engagement.')).toBeInTheDocument();
    expect(screen.getByText('Ramassage en 24 à 72 h selon l’urgence.')).toBeInTheDocument();
    expect(screen.getByText('Transport, tri et dépôt à l’écocentre inclus.')).toBeInTheDocument();
    expect(screen.getByText('Paiement par carte ou par virement, en ligne ou sur place.')).toBeInTheDocument();
    expect(screen.getByText('Réponse en 24 h ou moins.')).toBeInTheDocument();
    expect(document.title).toBe(documentTitle(PAGE_META['/ramassage']!, DEFAULT_SITE_CONFIG.companyName));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${DEFAULT_SITE_CONFIG.publicUrl}/ramassage`,
    );
  });

  it('starts on the ground floor with both options off and the four required fields marked', async () => {
    renderPickupPage();
    expect(await screen.findByRole('option', { name: 'Rez-de-chaussée' })).toHaveProperty('selected', true);
    expect(within(field.floor()).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['0', 'Rez-de-chaussée'],
      ['1', '1er étage'],
      ['2', '2e étage'],
      ['3', '3e étage ou plus'],
    ]);
    expect(field.elevator()).not.toBeChecked();
    expect(field.urgency()).not.toBeChecked();
    for (const required of [field.fullName(), field.phone(), field.email(), field.address()]) expect(required).toBeRequired();
    expect(field.description()).not.toBeRequired();
    expect(field.description()).toHaveAttribute('placeholder', expect.stringContaining('matelas, réfrigérateur, table, boîtes'));
  });

  it('shows the required-field errors under the fields and sends nothing', async () => {
    const received = acceptPickupRequests();
    const { user } = renderPickupPage();

    await user.click(await screen.findByRole('button', { name: 'Soumettre ma demande' }));

    expect(await screen.findByText('Le nom complet est requis.')).toBeInTheDocument();
    expect(field.fullName()).toHaveAttribute('aria-invalid', 'true');
    expect(field.fullName()).toHaveAccessibleDescription('Le nom complet est requis.');
    expect(field.phone()).toHaveAccessibleDescription('Le numéro de téléphone est requis.');
    expect(field.email()).toHaveAccessibleDescription('L’adresse courriel est requise.');
    expect(field.address()).toHaveAccessibleDescription(expect.stringContaining('L’adresse complète est requise.'));
    expect(field.description()).not.toHaveAttribute('aria-invalid');
    expect(field.fullName()).toHaveFocus();
    expect(received).toEqual([]);
  });

  it('offers SMS at the phone given with the consent wording, never pre-ticked; ticking it sends the opt-in (issue #26, CASL)', async () => {
    const received = acceptPickupRequests();
    const { user } = renderPickupPage();
    const consent = await screen.findByRole('checkbox', { name: SMS_TEXTS.consentWording(DEFAULT_SITE_CONFIG.companyName) });
    expect(consent).not.toBeChecked();
    await fillRequiredFields(user);
    await user.click(consent);
    await user.click(field.submit());
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(received).toEqual([{ input: expect.objectContaining({ phone: '819 555-0199', smsOptIn: true }) }]);
  });

  it('checks the e-mail format and the phone number', async () => {
    const { user } = renderPickupPage();

    await user.type(await screen.findByRole('textbox', { name: 'Courriel' }), 'marie@exemple');
    await user.type(field.phone(), '555');
    await user.tab();

    expect(await screen.findByText('Adresse courriel invalide.')).toBeInTheDocument();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription('Adresse courriel invalide.');
    expect(field.phone()).toHaveAccessibleDescription('Numéro de téléphone invalide.');

    await user.type(field.email(), '.ca');
    await user.tab();
    expect(field.email()).not.toHaveAttribute('aria-invalid');
  });

  describe('a successful submission', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('sends the right variables, confirms, and goes to /confirmation after 10 seconds', async () => {
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const received: CreatePickupRequestMutationVariables[] = [];
      const uploaded: { url: string; bytes: number }[] = [];
      server.use(
        createPickupRequest('CreatePickupRequest', async ({ variables }) => {
          received.push(variables);
          await answered;
          return HttpResponse.json({ data: pickupCreated });
        }),
        // The photos go after the request, to the signed address its answer gave.
        http.post('*/files/pickup-requests/42/photos', async ({ request }) => {
          uploaded.push({ url: new URL(request.url).pathname + new URL(request.url).search, bytes: (await request.arrayBuffer()).byteLength });
          return HttpResponse.json({ id: String(uploaded.length), number: uploaded.length, width: 10, height: 10 }, { status: 201 });
        }),
      );
      const { user, router } = renderPickupPage({ userOptions: { advanceTimers: jest.advanceTimersByTime } });

      await fillRequiredFields(user);
      await user.selectOptions(field.floor(), '2e étage');
      await user.click(field.elevator());
      await user.click(field.urgency());
      await user.type(field.description(), 'Un matelas, une table et six boîtes');
      await user.upload(field.photos(), [image('salon.jpg'), image('sous-sol.png', 'image/png')]);
      await user.click(field.submit());

      const sending = await screen.findByRole('button', { name: 'Envoi en cours...' });
      expect(sending).toBeDisabled();
      answer();

      expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TEXT);
      expect(received).toEqual([
        {
          input: {
            idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
            fullName: 'Marie Tremblay',
            phone: '819 555-0199',
            email: 'marie@example.ca',
            address: '123, rue des Forges, Trois-Rivières',
            floor: 2,
            hasElevator: true,
            urgency: true,
            description: 'Un matelas, une table et six boîtes',
            photos: ['salon.jpg', 'sous-sol.png'],
          },
        },
      ]);
      expect(screen.getByRole('button', { name: 'Soumettre ma demande' })).toBeDisabled();
      expect(uploaded.map((u) => u.url)).toEqual(['/files/pickup-requests/42/photos?expires=1&signature=x', '/files/pickup-requests/42/photos?expires=1&signature=x']);
      expect(uploaded.every((u) => u.bytes > 0)).toBe(true);

      await act(() => jest.advanceTimersByTimeAsync(9_999));
      expect(router.state.location.pathname).toBe('/ramassage');
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(await screen.findByRole('heading', { name: 'Page de confirmation' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/confirmation');
      expect(router.state.location.state).toEqual({
        source: 'pickup',
        reference: '42',
        summary: { address: '123, rue des Forges, Trois-Rivières', email: 'marie@example.ca', description: 'Un matelas, une table et six boîtes', urgency: true, photos: 2 },
      });
    });

    it('does not navigate once the page is gone', async () => {
      acceptPickupRequests();
      const { user, router, unmount } = renderPickupPage({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
      await fillRequiredFields(user);
      await user.click(field.submit());
      expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();

      unmount();
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(router.state.location.pathname).toBe('/ramassage');
    });
  });

  it('puts a server field error under its field and in the red box, and re-enables the button', async () => {
    server.use(
      createPickupRequest('CreatePickupRequest', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Adresse courriel invalide.',
              extensions: { code: 'BAD_USER_INPUT', category: 'BAD_USER_INPUT', fieldErrors: { email: 'Adresse courriel invalide.' } },
            },
          ],
        }),
      ),
    );
    const { user } = renderPickupPage();
    await fillRequiredFields(user);
    await user.click(field.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse courriel invalide.');
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription('Adresse courriel invalide.');
    expect(field.email()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Soumettre ma demande' })).toBeEnabled();
    expect(screen.queryByText(SUCCESS_TEXT)).not.toBeInTheDocument();
  });

  it('shows “Erreur serveur” when the server gives no message', async () => {
    server.use(
      createPickupRequest('CreatePickupRequest', () =>
        HttpResponse.json({ data: null, errors: [{ message: '', extensions: { code: 'INTERNAL', category: 'INTERNAL' } }] }),
      ),
    );
    const { user } = renderPickupPage();
    await fillRequiredFields(user);
    await user.click(field.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Erreur serveur$/);
    expect(screen.getByRole('button', { name: 'Soumettre ma demande' })).toBeEnabled();
  });

  it('shows the error field of a non-GraphQL error answer, else “Erreur serveur”', async () => {
    server.use(
      http.post(TEST_GRAPHQL_URL, () =>
        HttpResponse.json({ error: 'Trop de requêtes. Veuillez réessayer plus tard.', code: 'RATE_LIMITED' }, { status: 429 }),
      ),
    );
    const { user } = renderPickupPage();
    await fillRequiredFields(user);
    await user.click(field.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de requêtes. Veuillez réessayer plus tard.');

    server.use(http.post(TEST_GRAPHQL_URL, () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })));
    await user.click(field.submit());
    expect(await screen.findByText('Erreur serveur')).toBeInTheDocument();
  });

  it('shows the French network-error text when the request fails', async () => {
    server.use(createPickupRequest('CreatePickupRequest', () => HttpResponse.error()));
    const { user } = renderPickupPage();
    await fillRequiredFields(user);
    await user.click(field.submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Soumettre ma demande' })).toBeEnabled();
  });

  it('sends one idempotency key per filled form: the same on a retry after a lost answer (issue #32)', async () => {
    const keys: (string | null | undefined)[] = [];
    let calls = 0;
    server.use(
      createPickupRequest('CreatePickupRequest', ({ variables }) => {
        keys.push(variables.input.idempotencyKey);
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ data: pickupCreated });
      }),
    );
    const { user } = renderPickupPage();
    await fillRequiredFields(user);
    await user.click(field.submit());
    await screen.findByRole('alert');
    await user.click(field.submit());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('refuses non-image files and lists the chosen image names, each removable', async () => {
    const { user } = renderPickupPage();
    const dropZone = await screen.findByRole('group', { name: 'Photos (facultatif)' });
    expect(field.photos()).toHaveAttribute('accept', 'image/*');
    expect(field.photos()).toHaveAttribute('multiple');

    fireEvent.drop(dropZone, { dataTransfer: { files: [new File(['%PDF'], 'facture.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Seules les images sont acceptées.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos sélectionnées' })).not.toBeInTheDocument();

    fireEvent.drop(dropZone, { dataTransfer: { files: [image('cuisine.jpg'), new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('Seules les images sont acceptées.')).toBeInTheDocument();

    await user.upload(field.photos(), [image('salon.jpg'), image('garage.webp', 'image/webp')]);
    expect(screen.queryByText('Seules les images sont acceptées.')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Photos sélectionnées' });
    expect(within(list).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'cuisine.jpg',
      'salon.jpg',
      'garage.webp',
    ]);

    await user.click(screen.getByRole('button', { name: 'Retirer salon.jpg' }));
    expect(within(list).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'cuisine.jpg',
      'garage.webp',
    ]);
    expect(field.photos()).toHaveFocus();
  });
});
