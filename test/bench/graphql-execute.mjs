// Benchmark 6's bare side: graphql-js `execute` on the product's own schema (built by the compiled
// server's createApp, same resolvers, services and database) with the same operation and variables
// as the HTTP side, `concurrency` calls in flight, for `BENCH_EXEC_SECONDS` after a warm-up. Prints
// { calls, cpuMicrosPerCall, callsPerSecond, errors } to BENCH_EXEC_OUT. Started by graphql.mjs with the
// product's environment.
import 'reflect-metadata';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { execute, parse } from 'graphql';

const require = createRequire(import.meta.url);
const { loadConfig } = require('../../build/server/src/config.js');
const { openDatabase } = require('../../build/server/src/database.js');
const { createLogger } = require('../../build/server/src/logger.js');
const { createApp } = require('../../build/server/src/app.js');

const seconds = Number(process.env.BENCH_EXEC_SECONDS || 10);
const concurrency = Number(process.env.BENCH_EXEC_CONCURRENCY || 32);
const { query, variables } = JSON.parse(process.env.BENCH_EXEC_BODY);

const config = loadConfig();
const log = createLogger(config);
const dataSource = await openDatabase(config.database);
const app = await createApp(config, { dataSource, log });
// The schema the REST paths and Apollo run (RestOperations keeps it).
const schema = app.operations.schema;
const document = parse(query);

let errors = 0;
async function loop(until) {
  let calls = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const result = await execute({
        schema,
        document,
        variableValues: variables,
        contextValue: { user: null, apiToken: null, now: new Date(), dataSource, log, ip: '127.0.0.1' },
      });
      if (result.errors?.length) errors += 1;
      calls += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return calls;
}

await loop(performance.now() + 3000);
errors = 0;
const before = process.cpuUsage();
const calls = await loop(performance.now() + seconds * 1000);
const used = process.cpuUsage(before);
fs.writeFileSync(process.env.BENCH_EXEC_OUT, JSON.stringify({ calls, cpuMicrosPerCall: Math.round((used.user + used.system) / calls), callsPerSecond: Math.round(calls / seconds), errors }));
await app.stop();
await dataSource.destroy();
process.exit(0);
