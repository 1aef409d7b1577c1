/**
 * Client tests fail on any console.error or console.warn (React's act() and key warnings, Apollo's
 * cache-write warnings, jsdom's "not implemented"…). A test that provokes one on purpose says so.
 */
let allowed = false;

/** Lets this test log errors (muted) and returns the spy so the test can assert on it. */
export function allowConsoleErrors(): jest.SpyInstance {
  allowed = true;
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

export function takeConsoleErrorsAllowed(): boolean {
  const value = allowed;
  allowed = false;
  return value;
}
