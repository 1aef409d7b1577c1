// Per-project `testTimeout` is ignored by Jest 30 in a multi-project config; set it here.
// Integration tests talk to a real MariaDB on a shared 2-core machine.
jest.setTimeout(30_000);
