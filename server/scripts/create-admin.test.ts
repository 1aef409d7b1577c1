import { DataSource } from 'typeorm';
import { User } from '../src/modules/users/user.entity';
import { Role } from '../src/shared/roles';
import { TEST_NOW } from '../src/testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../src/testing/db';
import { runCreateAdmin } from './create-admin';

describeEachDb('npm run admin:create', (kind) => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
  });
  afterAll(() => dataSource?.destroy());
  beforeEach(() => clearTables(dataSource));

  const run = async (argv: string[], password = 'Un-Mot-De-Passe-Long') => {
    const lines: string[] = [];
    const readPassword = jest.fn(async () => password);
    const code = await runCreateAdmin(argv, dataSource, { readPassword, print: (line) => lines.push(line) }, TEST_NOW);
    return { code, output: lines.join('\n'), readPassword };
  };
  const users = () => dataSource.getRepository(User).find({ order: { id: 'ASC' } });

  it('creates a SUPERADMIN by default on an empty table, then ADMIN by default', async () => {
    expect(await run(['--email', 'Chef@Exemple.ca'])).toMatchObject({ code: 0, output: 'Compte SUPERADMIN créé : chef@exemple.ca' });
    expect(await run(['--email', 'deux@exemple.ca'])).toMatchObject({ code: 0, output: 'Compte ADMIN créé : deux@exemple.ca' });
    expect((await users()).map((u) => [u.email, u.role])).toEqual([
      ['chef@exemple.ca', Role.SUPERADMIN],
      ['deux@exemple.ca', Role.ADMIN],
    ]);
  });

  it('takes --role (any case) and --name', async () => {
    expect((await run(['--email', 'g@exemple.ca', '--role', 'manager', '--name', 'Gérald'])).code).toBe(0);
    expect(await users()).toEqual([expect.objectContaining({ role: Role.MANAGER, name: 'Gérald' })]);
  });

  it('refuses an unknown role or a missing e-mail before asking for the password', async () => {
    const role = await run(['--email', 'g@exemple.ca', '--role', 'patron']);
    expect(role).toMatchObject({ code: 2, output: expect.stringContaining('Rôle invalide.') });
    expect(role.readPassword).not.toHaveBeenCalled();
    expect((await run([])).code).toBe(2);
    expect(await users()).toEqual([]);
  });

  it('applies the password policy and the unique e-mail', async () => {
    expect(await run(['--email', 'g@exemple.ca'], 'court')).toMatchObject({ code: 1, output: 'Le mot de passe doit contenir au moins 10 caractères.' });
    await run(['--email', 'g@exemple.ca']);
    expect(await run(['--email', 'G@exemple.ca'])).toMatchObject({ code: 1, output: 'Un compte existe déjà avec cette adresse courriel.' });
  });
});
