import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ErrorCode } from '@shared/errors';
import { parseRole, Role } from '@shared/roles';
import type { CreateUserMutationVariables, UpdateUserRoleMutationVariables } from '../../graphql/graphql';
import { server } from '../../testing/msw/server';
import { connectionOf, graphQLError, listedUser, renderAdmin, signIn, type ListedUser } from '../testing/admin-fixtures';
import { serveInventory, serveServices } from '../testing/ops-fixtures';

const ME = listedUser('1', Role.ADMIN, 'admin@services-mauricie.test', { name: 'Annie Admin' });
const USERS: ListedUser[] = [
  ME,
  listedUser('2', Role.EMPLOYEE, 'emile@services-mauricie.test', { name: 'Émile Gagnon' }),
  listedUser('3', Role.MANAGER, 'gerante@services-mauricie.test', { name: 'Gisèle Roy' }),
  listedUser('4', Role.EMPLOYEE, 'ancien@services-mauricie.test', { disabledAt: '2026-01-10T00:00:00.000Z' }),
];

/** The server's list, kept up to date by the mutations the tests allow. */
function serveUsers(initial: ListedUser[] = USERS) {
  let users = [...initial];
  server.use(
    graphql.query('AdminUsers', ({ variables }) =>
      HttpResponse.json({ data: { usersConnection: connectionOf('User', users.filter((user) => !variables.role || user.role === variables.role), variables) } }),
    ),
  );
  return {
    set: (next: ListedUser[]) => (users = next),
    get: () => users,
  };
}

async function renderUsers(role: Role = Role.ADMIN, list: ListedUser[] = USERS) {
  signIn(role, { id: '1', email: ME.email });
  // The list agrees with `me` on the signed-in account (Apollo's cache keeps one User:1).
  const store = serveUsers(list.map((user) => (user.id === ME.id ? { ...user, role } : user)));
  const result = renderAdmin('/admin/tarification');
  await screen.findByRole('heading', { level: 1, name: 'Administration' });
  return { ...result, store };
}

const table = () => screen.getByRole('table');
const rowOf = (email: string) => screen.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
const emailsShown = () => within(table()).getAllByRole('rowheader').map((cell) => cell.querySelector('.users-table__email')?.textContent);

describe('UsersPanel', () => {
  beforeEach(() => {
    serveServices();
    serveInventory();
  });

  it('says “Chargement…” until the list arrives', async () => {
    signIn(Role.ADMIN);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.query('AdminUsers', async () => {
        await answered;
        return HttpResponse.json({ data: { usersConnection: connectionOf('User', USERS) } });
      }),
    );
    renderAdmin('/admin/tarification');
    await screen.findByRole('heading', { level: 1, name: 'Administration' });
    expect(await screen.findByText('Chargement…')).toHaveAttribute('role', 'status');
    answer();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('lists the accounts with their name, role and creation date', async () => {
    await renderUsers();
    expect(screen.getByRole('heading', { level: 2, name: 'Utilisateurs' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(emailsShown()).toEqual(USERS.map((user) => user.email));
    const emile = within(rowOf('emile@'));
    expect(emile.getByRole('cell', { name: 'Émile Gagnon' })).toBeInTheDocument();
    expect(emile.getByRole('combobox', { name: 'Rôle de emile@services-mauricie.test' })).toHaveValue('EMPLOYEE');
    expect(emile.getByRole('cell', { name: '15 janv. 2026' })).toBeInTheDocument();
    expect(within(rowOf('ancien@')).getByText('désactivé')).toBeInTheDocument();
    // One's own row cannot be changed from here.
    const own = within(rowOf('admin@'));
    expect(own.getByText('(ton compte)')).toBeInTheDocument();
    expect(own.getByRole('combobox')).toBeDisabled();
    expect(own.getByRole('button', { name: /Supprimer/ })).toBeDisabled();
  });

  it('searches e-mails and names, and filters by role', async () => {
    const { user } = await renderUsers();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher (courriel ou nom)' }), 'GISÈLE');
    expect(emailsShown()).toEqual(['gerante@services-mauricie.test']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'services-mauricie');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par rôle' }), 'employé');
    expect(emailsShown()).toEqual(['emile@services-mauricie.test', 'ancien@services-mauricie.test']);
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Aucun utilisateur')).toBeInTheDocument();
  });

  it('says “Aucun utilisateur” for an empty list', async () => {
    await renderUsers(Role.ADMIN, []);
    expect(await screen.findByText('Aucun utilisateur')).toBeInTheDocument();
  });

  it('says “Impossible de charger les utilisateurs.” and tries again on request', async () => {
    signIn(Role.ADMIN);
    server.use(graphql.query('AdminUsers', () => graphQLError(ErrorCode.INTERNAL)));
    const { user } = renderAdmin('/admin/tarification');
    expect(await screen.findByText('Impossible de charger les utilisateurs.')).toBeInTheDocument();
    serveUsers();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('offers SUPERADMIN only to a SUPERADMIN', async () => {
    const { unmount } = await renderUsers(Role.ADMIN);
    await screen.findByRole('table');
    const options = (select: HTMLElement) => within(select).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled).map((o) => o.textContent);
    expect(options(within(rowOf('emile@')).getByRole('combobox'))).toEqual(['employé', 'gestion', 'admin']);
    expect(options(screen.getByRole('combobox', { name: 'Rôle' }))).toEqual(['employé', 'gestion', 'admin']);
    unmount();

    await renderUsers(Role.SUPERADMIN);
    await screen.findByRole('table');
    expect(options(within(rowOf('emile@')).getByRole('combobox'))).toEqual(['employé', 'gestion', 'admin', 'superadmin']);
    expect(options(screen.getByRole('combobox', { name: 'Rôle' }))).toEqual(['employé', 'gestion', 'admin', 'superadmin']);
  });

  it('tells a MANAGER that users are for administrators, without asking the server', async () => {
    signIn(Role.MANAGER);
    renderAdmin('/admin/tarification');
    expect(await screen.findByText('La gestion des utilisateurs est réservée aux administrateurs.')).toBeInTheDocument();
  });

  describe('changing a role', () => {
    it('sends the new role and shows it', async () => {
      const received: UpdateUserRoleMutationVariables[] = [];
      const { user } = await renderUsers();
      server.use(
        graphql.mutation('UpdateUserRole', ({ variables }) => {
          const input = (variables as UpdateUserRoleMutationVariables).input;
          received.push({ input });
          const changed = USERS.find((u) => u.id === input.id)!;
          return HttpResponse.json({ data: { updateUserRole: { ...changed, role: input.role } } });
        }),
      );
      await screen.findByRole('table');
      const select = within(rowOf('emile@')).getByRole('combobox');
      await user.selectOptions(select, 'gestion');
      expect(await screen.findByText('Nouveau rôle de emile@services-mauricie.test : gestion.')).toBeInTheDocument();
      expect(select).toHaveValue('MANAGER');
      expect(received).toEqual([{ input: { id: '2', role: 'MANAGER' } }]);
    });

    it('shows the server’s refusal and keeps the old role', async () => {
      const { user } = await renderUsers();
      server.use(graphql.mutation('UpdateUserRole', () => graphQLError(ErrorCode.ROLE_NOT_ALLOWED)));
      await screen.findByRole('table');
      const select = within(rowOf('emile@')).getByRole('combobox');
      await user.selectOptions(select, 'admin');
      expect(await screen.findByText('Seul un superadministrateur peut gérer les comptes administrateurs.')).toBeInTheDocument();
      expect(select).toHaveValue('EMPLOYEE');
    });

    it('says “Impossible de mettre à jour le rôle (endpoint indisponible ?).” without an explanation', async () => {
      const { user } = await renderUsers();
      server.use(graphql.mutation('UpdateUserRole', () => HttpResponse.error()));
      await screen.findByRole('table');
      await user.selectOptions(within(rowOf('gerante@')).getByRole('combobox'), 'employé');
      expect(await screen.findByText('Impossible de mettre à jour le rôle (endpoint indisponible ?).')).toBeInTheDocument();
      expect(within(rowOf('gerante@')).getByRole('combobox')).toHaveValue('MANAGER');
    });
  });

  describe('deleting', () => {
    it('asks “Supprimer cet utilisateur ?”, then removes the row', async () => {
      const { user } = await renderUsers();
      const deleted: string[] = [];
      server.use(
        graphql.mutation('DeleteUser', ({ variables }) => {
          deleted.push(String(variables['id']));
          return HttpResponse.json({ data: { deleteUser: variables['id'] } });
        }),
      );
      await screen.findByRole('table');
      const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
      const button = within(rowOf('emile@')).getByRole('button', { name: 'Supprimer emile@services-mauricie.test' });

      await user.click(button);
      expect(confirm).toHaveBeenCalledWith('Supprimer cet utilisateur ?');
      expect(deleted).toEqual([]);

      await user.click(button);
      expect(await screen.findByText('Utilisateur supprimé : emile@services-mauricie.test.')).toBeInTheDocument();
      expect(deleted).toEqual(['2']);
      expect(emailsShown()).not.toContain('emile@services-mauricie.test');
    });

    it('shows the server’s refusal, else “Échec de la suppression.”', async () => {
      const { user } = await renderUsers(Role.SUPERADMIN);
      jest.spyOn(window, 'confirm').mockReturnValue(true);
      await screen.findByRole('table');

      server.use(graphql.mutation('DeleteUser', () => graphQLError(ErrorCode.LAST_SUPERADMIN)));
      await user.click(within(rowOf('gerante@')).getByRole('button', { name: /Supprimer/ }));
      expect(await screen.findByText('Le dernier superadministrateur ne peut être ni supprimé, ni rétrogradé, ni désactivé.')).toBeInTheDocument();

      server.use(graphql.mutation('DeleteUser', () => HttpResponse.error()));
      await user.click(within(rowOf('gerante@')).getByRole('button', { name: /Supprimer/ }));
      expect(await screen.findByText('Échec de la suppression.')).toBeInTheDocument();
      expect(emailsShown()).toContain('gerante@services-mauricie.test');
    });
  });

  describe('creating', () => {
    const form = () => within(screen.getByRole('region', { name: 'Nouvel utilisateur' }));
    const fillAndSubmit = async (user: ReturnType<typeof renderAdmin>['user'], email: string, password: string, role?: string) => {
      for (const [label, value] of [['Prénom', 'Nadia'], ['Nom', 'Lavoie']] as const) {
        await user.clear(form().getByRole('textbox', { name: label }));
        if (email.trim()) await user.type(form().getByRole('textbox', { name: label }), value);
      }
      await user.clear(form().getByRole('textbox', { name: 'Courriel' }));
      if (email) await user.type(form().getByRole('textbox', { name: 'Courriel' }), email);
      const passwordField = form().getByLabelText(/^Mot de passe/, { selector: 'input' });
      await user.clear(passwordField);
      if (password) await user.type(passwordField, password);
      if (role) await user.selectOptions(form().getByRole('combobox', { name: 'Rôle' }), role);
      await user.click(form().getByRole('button', { name: 'Créer l’utilisateur' }));
    };

    it('requires the e-mail and the password: “Email et mot de passe sont requis.”, and the first and last names (issue #27)', async () => {
      const { user } = await renderUsers();
      await screen.findByRole('table');
      await fillAndSubmit(user, '  ', '   ');
      expect(form().getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription('Le prénom est requis.');
      expect(form().getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Le nom est requis.');
      expect(form().getByRole('textbox', { name: 'Courriel' })).toHaveAccessibleDescription('Email et mot de passe sont requis.');
      expect(form().getByLabelText(/^Mot de passe/, { selector: 'input' })).toHaveAccessibleDescription(
        expect.stringContaining('Email et mot de passe sont requis.'),
      );
    });

    it('creates the account, then lists it', async () => {
      const { user, store } = await renderUsers();
      const received: CreateUserMutationVariables[] = [];
      server.use(
        graphql.mutation('CreateUser', ({ variables }) => {
          const { input } = variables as CreateUserMutationVariables;
          received.push({ input });
          const created = listedUser('9', parseRole(input.role) ?? Role.EMPLOYEE, input.email.toLowerCase());
          store.set([...store.get(), created]);
          return HttpResponse.json({ data: { createUser: created } });
        }),
      );
      await screen.findByRole('table');
      await fillAndSubmit(user, ' Nouvelle@Services-Mauricie.test ', 'Tournee-Hiver-2026', 'gestion');

      expect(await screen.findByText('Utilisateur créé : nouvelle@services-mauricie.test.')).toBeInTheDocument();
      expect(received).toEqual([{ input: { email: 'Nouvelle@Services-Mauricie.test', password: 'Tournee-Hiver-2026', role: 'MANAGER', firstName: 'Nadia', lastName: 'Lavoie', hireDate: null } }]);
      await waitFor(() => expect(emailsShown()).toContain('nouvelle@services-mauricie.test'));
      expect(form().getByRole('textbox', { name: 'Courriel' })).toHaveValue('');
    });

    it('shows the server’s reasons under the fields, else “Échec de la création de l\'utilisateur.”', async () => {
      const { user } = await renderUsers();
      await screen.findByRole('table');
      server.use(
        graphql.mutation('CreateUser', () =>
          graphQLError(ErrorCode.EMAIL_TAKEN, undefined, { fieldErrors: { email: 'Un compte existe déjà avec cette adresse courriel.' } }),
        ),
      );
      await fillAndSubmit(user, 'emile@services-mauricie.test', 'Tournee-Hiver-2026');
      await waitFor(() =>
        expect(form().getByRole('textbox', { name: 'Courriel' })).toHaveAccessibleDescription('Un compte existe déjà avec cette adresse courriel.'),
      );

      server.use(graphql.mutation('CreateUser', () => graphQLError(ErrorCode.ROLE_NOT_ALLOWED)));
      await fillAndSubmit(user, 'autre@services-mauricie.test', 'Tournee-Hiver-2026', 'admin');
      expect(await screen.findByText('Seul un superadministrateur peut gérer les comptes administrateurs.')).toBeInTheDocument();

      server.use(graphql.mutation('CreateUser', () => HttpResponse.error()));
      await fillAndSubmit(user, 'autre@services-mauricie.test', 'Tournee-Hiver-2026');
      expect(await screen.findByText("Échec de la création de l'utilisateur.")).toBeInTheDocument();
    });
  });
});
