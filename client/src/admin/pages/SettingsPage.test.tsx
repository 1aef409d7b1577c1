import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { Role } from '@shared/roles';
import type { ChangePasswordMutationVariables } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { fakeToken, graphQLError, renderAdmin, signIn, staffUser } from '../testing/admin-fixtures';
import { TOKEN_KEY } from '../kit/token-storage';
import { COPIED_CONFIRMATION_MS } from '../../lib/clipboard';

const WORDING = 'J’accepte de recevoir des textos de Services Mauricie au numéro indiqué pour les alertes urgentes du bureau.';
const noConsent = { __typename: 'SmsConsent', phone: null, optedIn: false, consentedAt: null, wording: WORDING, withdrawnAt: null, withdrawnVia: null };

beforeEach(() => {
  server.use(
    graphql.query('MySmsConsent', () => HttpResponse.json({ data: { mySmsConsent: noConsent } })),
    graphql.query('SmsMessages', () =>
      HttpResponse.json({
        data: {
          smsMessages: [
            { __typename: 'SmsMessage', id: '1', to: '(819) 376-1234', body: 'Passage effectué', segments: 2, encoding: 'UCS-2', status: 'sent', lastError: null, createdAt: '2026-11-21T15:00:00.000Z', sentAt: null },
          ],
        },
      }),
    ),
  );
});

describe('SettingsPage: SMS alerts', () => {
  it('opts in only once the wording is ticked, sends the number, and shows the SMS with their billed parts', async () => {
    signIn(Role.MANAGER);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('SetMySmsConsent', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { setMySmsConsent: { ...noConsent, phone: '(819) 376-9999', optedIn: true, consentedAt: '2026-11-21T15:00:00.000Z' } } });
      }),
    );
    const { user } = renderAdmin('/admin/parametres');
    const button = await screen.findByRole('button', { name: 'Recevoir les textos' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('row', { name: /\(819\) 376-1234 Passage effectué 2 partie\(s\), UCS-2 sent/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cellulaire'), '819 376-9999');
    await user.click(screen.getByLabelText(WORDING));
    await user.click(button);
    await waitFor(() => expect(sent).toEqual([{ input: { optIn: true, phone: '819 376-9999' } }]));
  });
});

async function renderSettings(role: Role = Role.MANAGER) {
  const session = signIn(role);
  const result = renderAdmin('/admin/parametres');
  await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
  return { ...result, token: session.token };
}

const passwordInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('SettingsPage: display preferences', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('switches the whole back-office to English and Spanish, and remembers the choice', async () => {
    const { user, unmount } = await renderSettings();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue de l’interface' }), 'English');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back-office navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Dark mode' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-CA');
    expect(document.title).toBe('Settings | Services Mauricie');
    expect(localStorage.getItem('adminLanguage')).toBe('en');

    // Still English after a reload.
    unmount();
    const { user: again } = renderAdmin('/admin/parametres');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await again.selectOptions(screen.getByRole('combobox', { name: 'Interface language' }), 'Español');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    await again.selectOptions(screen.getByRole('combobox', { name: 'Idioma de la interfaz' }), 'Français');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(localStorage.getItem('adminLanguage')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('puts the page back in French (fr-CA) when leaving the back-office', async () => {
    localStorage.setItem('adminLanguage', 'es');
    const { unmount } = await (async () => {
      signIn(Role.MANAGER);
      const result = renderAdmin('/admin/parametres');
      await screen.findByRole('heading', { level: 1, name: 'Ajustes' });
      return result;
    })();
    expect(document.documentElement.lang).toBe('es');
    unmount();
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('turns dark mode on with a class on <html>, kept in local storage', async () => {
    const { user, unmount } = await renderSettings();
    const darkMode = screen.getByRole('checkbox', { name: 'Mode sombre' });
    expect(darkMode).not.toBeChecked();
    expect(document.documentElement).not.toHaveClass('admin-dark');

    await user.click(darkMode);
    expect(darkMode).toBeChecked();
    expect(document.documentElement).toHaveClass('admin-dark');
    expect(localStorage.getItem('adminDarkMode')).toBe('true');

    unmount();
    expect(document.documentElement).not.toHaveClass('admin-dark');
    renderAdmin('/admin/login');
    await screen.findByRole('heading', { level: 1, name: 'Espace administrateur' });
    expect(document.documentElement).toHaveClass('admin-dark');
  });

  it('keeps the logs auto-refresh choice (on by default)', async () => {
    const { user } = await renderSettings();
    const autoRefresh = screen.getByRole('checkbox', { name: /Actualiser les journaux automatiquement/ });
    expect(autoRefresh).toBeChecked();
    await user.click(autoRefresh);
    expect(localStorage.getItem('adminLogsAutoRefresh')).toBe('false');
    expect(autoRefresh).not.toBeChecked();
  });
});

describe('SettingsPage: password', () => {
  function acceptPasswordChange(newToken: string) {
    const received: ChangePasswordMutationVariables[] = [];
    server.use(
      graphql.mutation('ChangePassword', ({ variables }) => {
        received.push(variables as ChangePasswordMutationVariables);
        return HttpResponse.json({
          data: {
            changePassword: { __typename: 'Session', token: newToken, expiresAt: '2026-01-16T00:00:00.000Z', user: staffUser(Role.MANAGER) },
          },
        });
      }),
    );
    return received;
  }

  it('checks the fields before sending: current password, both new fields, equal', async () => {
    const received = acceptPasswordChange('x');
    const { user } = await renderSettings();
    const submit = () => user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    await submit();
    expect(passwordInput(/^Mot de passe actuel/)).toHaveAccessibleDescription('Indique ton mot de passe actuel.');
    expect(screen.getByText('Remplis les deux champs.')).toBeInTheDocument();

    await user.type(passwordInput(/^Mot de passe actuel/), 'Ancien-Mot-2026');
    await user.type(passwordInput(/^Nouveau mot de passe/), 'Nouveau-Mot-2026');
    await submit();
    expect(passwordInput(/^Confirmer/)).toHaveAccessibleDescription('Remplis les deux champs.');

    await user.type(passwordInput(/^Confirmer/), 'Nouveau-Mot-2027');
    await submit();
    expect(passwordInput(/^Confirmer/)).toHaveAccessibleDescription('Les mots de passe ne correspondent pas.');
    expect(received).toEqual([]);
  });

  it('stores the new token where the old one was and says “Mot de passe modifié.”', async () => {
    const newToken = fakeToken({ role: Role.MANAGER, sub: 'nouveau' });
    const received = acceptPasswordChange(newToken);
    const { user, token } = await renderSettings();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);

    await user.type(passwordInput(/^Mot de passe actuel/), 'Ancien-Mot-2026');
    await user.type(passwordInput(/^Nouveau mot de passe/), 'Nouveau-Mot-2026');
    await user.type(passwordInput(/^Confirmer/), 'Nouveau-Mot-2026');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    expect(await screen.findByText('Mot de passe modifié.')).toBeInTheDocument();
    expect(received).toEqual([{ input: { currentPassword: 'Ancien-Mot-2026', newPassword: 'Nouveau-Mot-2026' } }]);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(newToken);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(passwordInput(/^Mot de passe actuel/)).toHaveValue('');
  });

  it('shows the server’s reasons under the fields, or its message', async () => {
    const { user } = await renderSettings();
    const fill = async (current: string, next: string) => {
      for (const [label, value] of [
        [/^Mot de passe actuel/, current],
        [/^Nouveau mot de passe/, next],
        [/^Confirmer/, next],
      ] as const) {
        await user.clear(passwordInput(label));
        await user.type(passwordInput(label), value);
      }
      await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    };

    server.use(
      graphql.mutation('ChangePassword', () =>
        graphQLError(ErrorCode.INVALID_CURRENT_PASSWORD, 'Mot de passe actuel incorrect.', { fieldErrors: { currentPassword: 'Mot de passe actuel incorrect.' } }),
      ),
    );
    await fill('mauvais', 'Nouveau-Mot-2026');
    await waitFor(() => expect(passwordInput(/^Mot de passe actuel/)).toHaveAccessibleDescription('Mot de passe actuel incorrect.'));

    // issue #32: the server's strength estimate (zxcvbn, French) refuses a guessable password.
    const guessable = 'Ce mot de passe est trop facile à deviner. Allongez-le avec des mots peu courants, sans suite ni répétition.';
    server.use(graphql.mutation('ChangePassword', () => graphQLError(ErrorCode.WEAK_PASSWORD, guessable, { fieldErrors: { newPassword: guessable } })));
    await fill('Ancien-Mot-2026', 'Motdepasse1!');
    await waitFor(() => expect(passwordInput(/^Nouveau mot de passe/)).toHaveAccessibleDescription(/^Ce mot de passe est trop facile à deviner. Allongez-le/));

    server.use(graphql.mutation('ChangePassword', () => HttpResponse.error()));
    await fill('Ancien-Mot-2026', 'Nouveau-Mot-2026');
    expect(await screen.findByText('Erreur lors de la modification.')).toBeInTheDocument();
  });
});

describe('SettingsPage: session token', () => {
  it('masks the token, shows it on demand, and copies it with a 1.5 s confirmation', async () => {
    const { user, token } = await renderSettings();
    expect(screen.queryByText(token)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Jeton masqué' })).toBeInTheDocument();

    const show = screen.getByRole('button', { name: 'Afficher le jeton' });
    await user.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(token)).toBeInTheDocument();

    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copier le jeton' }));
    const copiedAt = Date.now();
    expect(write).toHaveBeenCalledWith(token);
    expect(screen.getByText('Copié !')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByText('Copié !')).not.toBeInTheDocument(), { timeout: COPIED_CONFIRMATION_MS + 1000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(COPIED_CONFIRMATION_MS - 100);
  });

  it('says so when the browser refuses to copy', async () => {
    const { user } = await renderSettings();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copier le jeton' }));
    expect(await screen.findByText('Impossible de copier le jeton.')).toBeInTheDocument();
  });
});

describe('SettingsPage: delete my account', () => {
  it('asks first; cancelling sends nothing', async () => {
    const { user } = await renderSettings();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(confirm).toHaveBeenCalledWith('Supprimer ce compte admin ? Action irréversible.');
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
  });

  it('deletes the account for real, then signs out to /admin/login', async () => {
    let deleted = 0;
    server.use(
      graphql.mutation('DeleteMyAccount', () => {
        deleted += 1;
        return HttpResponse.json({ data: { deleteMyAccount: true } });
      }),
    );
    const { user, router } = await renderSettings(Role.ADMIN);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await screen.findByRole('heading', { level: 1, name: 'Espace administrateur' });
    expect(deleted).toBe(1);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows why the server refused, and stays signed in', async () => {
    server.use(graphql.mutation('DeleteMyAccount', () => graphQLError(ErrorCode.LAST_SUPERADMIN)));
    const { user, token } = await renderSettings(Role.SUPERADMIN);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(await screen.findByText('Le dernier superadministrateur ne peut être ni supprimé, ni rétrogradé, ni désactivé.')).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(token);
  });
});
