// Per-project `testTimeout` is ignored by Jest 30 in a multi-project config; set it here.
// Integration tests talk to a real MariaDB on a shared 2-core machine (JEST_TIMEOUT_MS raises it when it is crowded).
jest.setTimeout(Number(process.env.JEST_TIMEOUT_MS) || 30_000);
