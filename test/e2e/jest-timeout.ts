// Browser tests wait for real timers (the pickup page redirects after 10 s), and CI's machine varies:
// on 2026-11-28 the same commit's browser step took 330 s on one machine and 1,120 s on the next (memory
// bandwidth and page faults 3–5× slower), where tests of 20–40 s passed 60 s. A test that hangs still fails.
jest.setTimeout(180_000);
