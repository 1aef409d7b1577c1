import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printSchemaText, SCHEMA_PATH } from './schema-text';

/** Writes schema/schema.graphql from the type-graphql classes (sorted, stable). */
printSchemaText()
  .then((text) => {
    fs.mkdirSync(path.dirname(SCHEMA_PATH), { recursive: true });
    fs.writeFileSync(SCHEMA_PATH, text);
    console.log(`schéma écrit : ${path.relative(process.cwd(), SCHEMA_PATH)}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
