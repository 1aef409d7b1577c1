import 'reflect-metadata';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database';
import { countAccounts, createAccount } from '../src/modules/users/users.service';
import { AppError } from '../src/shared/app-error';
import { parseRole, Role } from '../src/shared/roles';

export const USAGE = `Usage : npm run admin:create -- --email adresse@exemple.ca [--role SUPERADMIN|ADMIN|MANAGER|EMPLOYEE] [--name "Prénom Nom"]
Le mot de passe est lu sur l’entrée standard (demandé deux fois, sans écho, dans un terminal).
Rôle par défaut : SUPERADMIN quand aucun compte n’existe, ADMIN sinon.`;

export interface CreateAdminIo {
  /** Reads the password (hidden on a terminal). */
  readPassword: () => Promise<string>;
  print: (line: string) => void;
}

/** `npm run admin:create`: creates a staff account from the shell. Returns the exit code. */
export async function runCreateAdmin(argv: string[], dataSource: DataSource, io: CreateAdminIo, now: Date = new Date()): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    io.print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help || !values.email) {
    io.print(USAGE);
    return values.help ? 0 : 2;
  }
  const role = values.role === undefined ? ((await countAccounts(dataSource)) === 0 ? Role.SUPERADMIN : Role.ADMIN) : parseRole(values.role);
  if (!role) {
    io.print(`Rôle invalide.\n${USAGE}`);
    return 2;
  }
  const password = await io.readPassword();
  try {
    const ctx = { user: null, now, dataSource, log: pino({ level: 'silent' }), ip: undefined };
    const user = await createAccount(dataSource, ctx, { email: values.email, password, role, name: values.name ?? null });
    io.print(`Compte ${user.role} créé : ${user.email}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.print(error.message);
      return 1;
    }
    throw error;
  }
}

/** A line typed without echo (raw mode), or the first line of piped standard input. */
async function readPasswordFromStdin(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const first = await promptHidden('Mot de passe : ');
  const second = await promptHidden('Confirmez le mot de passe : ');
  if (first !== second) throw new Error('Les mots de passe ne correspondent pas.');
  return first;
}

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new Error('Annulé.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

if (require.main === module) {
  (async () => {
    const config = loadConfig();
    const dataSource = await openDatabase(config.database);
    try {
      process.exitCode = await runCreateAdmin(process.argv.slice(2), dataSource, { readPassword: readPasswordFromStdin, print: (line) => console.log(line) });
    } finally {
      await dataSource.destroy();
    }
  })().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
