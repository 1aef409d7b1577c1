// Browser tests wait for real timers (the pickup page redirects after 10 s).
jest.setTimeout(60_000);
