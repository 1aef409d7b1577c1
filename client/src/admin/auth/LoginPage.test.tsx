import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import type { AdminLoginMutation, AdminLoginMutationVariables } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { acceptMe, fakeToken, graphQLError, httpAnswer, renderAdmin, staffUser } from '../testing/admin-fixtures';
import { LEGACY_TOKEN_KEY, ROLE_KEY, TOKEN_KEY } from '../kit/token-storage';

type LoginAnswer = { login: AdminLoginMutation['login'] & { __typename: 'Session' } };
const loginMutation = graphql.mutation<LoginAnswer | { login: null }, AdminLoginMutationVariables>;

function session(role: Role = Role.MANAGER): LoginAnswer {
  return {
    login: {
      __typename: 'Session',
      token: fakeToken({ role }),
      expiresAt: '2026-01-16T00:00:00.000Z',
      user: staffUser(role),
    },
  };
}

/** Accepts every sign-in with a session of `role`; returns the variables received. */
function acceptLogin(role: Role = Role.MANAGER) {
  const received: AdminLoginMutationVariables[] = [];
  const answer = session(role);
  server.use(
    loginMutation('AdminLogin', ({ variables }) => {
      received.push(variables);
      return HttpResponse.json({ data: answer });
    }),
  );
  acceptMe(staffUser(role));
  return { received, token: answer.login.token };
}

const field = {
  email: () => screen.getByRole('textbox', { name: 'Courriel' }),
  password: () => screen.getByLabelText(/^Mot de passe/, { selector: 'input' }),
  remember: () => screen.getByRole('checkbox', { name: 'Se souvenir de moi' }),
  submit: () => screen.getByRole('button', { name: /^Connexion/ }),
};

async function renderLogin() {
  const result = renderAdmin('/admin/login');
  await screen.findByRole('heading', { level: 1, name: 'Espace administrateur' });
  return result;
}

describe('LoginPage', () => {
  it('shows the title, the fields and the button, outside the admin layout, not indexed', async () => {
    await renderLogin();
    expect(field.email()).toBeRequired();
    expect(field.password()).toHaveAttribute('type', 'password');
    expect(field.remember()).not.toBeChecked();
    expect(field.submit()).toHaveTextContent('Connexion');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.title).toBe('Espace administrateur | Services Mauricie');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows and hides the password with an accessible toggle', async () => {
    const { user } = await renderLogin();
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.type(field.password(), 'secret');
    await user.click(toggle);
    expect(field.password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(field.password()).toHaveAttribute('type', 'password');
  });

  it('requires an e-mail, a valid one, and a password, and sends nothing until then', async () => {
    const { received } = acceptLogin();
    const { user } = await renderLogin();
    await user.click(field.submit());
    expect(await screen.findByText('L’adresse courriel est requise.')).toBeInTheDocument();
    expect(field.password()).toHaveAccessibleDescription('Le mot de passe est requis.');

    await user.type(field.email(), '   ');
    await user.click(field.submit());
    expect(await screen.findByText('L’adresse courriel est requise.')).toBeInTheDocument();

    await user.clear(field.email());
    await user.type(field.email(), 'gestion@exemple');
    await user.click(field.submit());
    expect(await screen.findByText('Adresse courriel invalide.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('with “Se souvenir de moi”, keeps the token in local storage and goes to the dashboard', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'ancien');
    localStorage.setItem(LEGACY_TOKEN_KEY, 'très-ancien');
    const { received, token } = acceptLogin(Role.MANAGER);
    const { user, router } = await renderLogin();

    await user.type(field.email(), '  Gestion@Exemple.ca ');
    await user.type(field.password(), 'Neige-Mauricie-2026');
    await user.click(field.remember());
    await user.click(field.submit());

    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(received).toEqual([{ input: { email: 'Gestion@Exemple.ca', password: 'Neige-Mauricie-2026' } }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBe('MANAGER');
  });

  it('without it, keeps the token in session storage only, and sends it with the next requests', async () => {
    const { token } = acceptLogin(Role.ADMIN);
    const authorizations = acceptMe(staffUser(Role.ADMIN));
    const { user } = await renderLogin();

    await user.type(field.email(), 'admin@exemple.ca');
    await user.type(field.password(), 'Neige-Mauricie-2026');
    await user.click(field.submit());

    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(authorizations).toEqual([`Bearer ${token}`]);
  });

  it('says “Connexion...” and blocks a second submission while signing in', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      loginMutation('AdminLogin', async () => {
        calls += 1;
        await released;
        return graphQLError(ErrorCode.INVALID_CREDENTIALS);
      }),
    );
    const { user } = await renderLogin();
    await user.type(field.email(), 'admin@exemple.ca');
    await user.type(field.password(), 'mauvais');
    await user.click(field.submit());

    const busy = await screen.findByRole('button', { name: 'Connexion...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    expect(await screen.findByRole('button', { name: 'Connexion' })).toBeEnabled();
    expect(calls).toBe(1);
  });

  it('shows the server’s message: wrong credentials, then the sign-in limit', async () => {
    server.use(loginMutation('AdminLogin', () => graphQLError(ErrorCode.INVALID_CREDENTIALS)));
    const { user } = await renderLogin();
    await user.type(field.email(), 'admin@exemple.ca');
    await user.type(field.password(), 'mauvais');
    await user.click(field.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides');
    expect(field.password()).toHaveValue('');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();

    server.use(
      loginMutation('AdminLogin', () =>
        graphQLError(ErrorCode.RATE_LIMITED, 'Trop de tentatives de connexion. Réessayez dans 15 minutes.', { retryAfter: 900 }),
      ),
    );
    await user.type(field.password(), 'encore');
    await user.click(field.submit());
    expect(await screen.findByText('Trop de tentatives de connexion. Réessayez dans 15 minutes.')).toBeInTheDocument();
  });

  it('falls back to the spec’s texts when the server gives none', async () => {
    const { user } = await renderLogin();
    const attempt = async () => {
      await user.type(field.password(), 'x');
      await user.click(field.submit());
    };
    await user.type(field.email(), 'admin@exemple.ca');

    server.use(loginMutation('AdminLogin', () => HttpResponse.error()));
    await attempt();
    expect(await screen.findByText('Erreur serveur. Veuillez réessayer.')).toBeInTheDocument();

    server.use(loginMutation('AdminLogin', () => httpAnswer(401, 'Unauthorized')));
    await attempt();
    expect(await screen.findByText('Jeton manquant')).toBeInTheDocument();

    server.use(loginMutation('AdminLogin', () => httpAnswer(403, 'Forbidden')));
    await attempt();
    expect(await screen.findByText('Identifiants invalides')).toBeInTheDocument();

    server.use(loginMutation('AdminLogin', () => httpAnswer(502, '<html>Bad gateway</html>', 'text/html')));
    await attempt();
    expect(await screen.findByText('Erreur HTTP 502')).toBeInTheDocument();

    server.use(loginMutation('AdminLogin', () => httpAnswer(413, JSON.stringify({ error: 'La requête est trop volumineuse.' }), 'application/json')));
    await attempt();
    expect(await screen.findByText('La requête est trop volumineuse.')).toBeInTheDocument();

    server.use(
      loginMutation('AdminLogin', () =>
        HttpResponse.json({ data: { login: { ...session().login, token: '' } } }),
      ),
    );
    await attempt();
    expect(await screen.findByText('Réponse inattendue du serveur (pas de token).')).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('says the session expired when a request was refused, and signs in again', async () => {
    sessionStorage.setItem(TOKEN_KEY, fakeToken({ role: Role.MANAGER }));
    server.use(graphql.query('AdminMe', () => graphQLError(ErrorCode.UNAUTHENTICATED, 'Session expirée. Merci de vous reconnecter.')));
    const { router } = renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Session expirée. Reconnecte-toi.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    await waitFor(() => expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull());
  });
});
