import { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { pickupInput } from '../../server/src/modules/pickup/pickup.fixtures';
import { FIXTURE_PASSWORD, insertUser } from '../../server/src/modules/users/users.fixtures';
import { Role } from '../../server/src/shared/roles';
import { openTestDatabase } from '../../server/src/testing/db';
import { collectPageErrors, describeBrowser, launchChromium, RunningSite, startSite } from './harness';

/** GET /graphql in a browser: GraphiQL, bundled with the site, under the site's Content Security Policy. */
describeBrowser('GraphQL explorer (GraphiQL) in Chromium', () => {
  let browser: Browser;
  let dataSource: DataSource;
  let site: RunningSite;
  let secret: string;

  const graphql = async (query: string, variables: object, token?: string) => {
    const res = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, Record<string, unknown>> };
  };

  beforeAll(async () => {
    browser = await launchChromium();
    dataSource = await openTestDatabase('sqlite');
    const createdAt = new Date(Date.now() - 86_400_000);
    await insertUser(dataSource, { email: 'admin@services-mauricie.test', role: Role.ADMIN, name: 'Annie Lavoie', createdAt, passwordChangedAt: createdAt });
    site = await startSite(dataSource);
    // An integrator token, made the way docs/API.md §1 says; and one pickup request from the public form's mutation.
    const login = await graphql('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: 'admin@services-mauricie.test', password: FIXTURE_PASSWORD } });
    const session = login.data!.login!.token as string;
    const created = await graphql('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }', { input: { name: 'Explorateur', role: Role.MANAGER } }, session);
    secret = created.data!.createApiToken!.secret as string;
    expect(secret).toMatch(/^smk_/);
    const pickup = await graphql('mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { id } }', { input: pickupInput({ fullName: 'Réjean Bélanger', email: 'rejean@example.com' }) });
    expect(pickup.data?.createPickupRequest?.id).toBeDefined();
  });
  afterAll(async () => {
    await site?.close();
    await dataSource?.destroy();
    await browser?.close();
  });

  it('loads GraphiQL from the site (no other origin, strict CSP), with the guide’s examples and the token header preset, and runs a query with a token', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const origins = new Set<string>();
    page.on('request', (request) => {
      if (!request.url().startsWith('data:') && !request.url().startsWith('blob:')) origins.add(new URL(request.url()).origin);
    });

    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400 && !res.url().endsWith('/graphql')) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    const response = await page.goto(`${site.url}/graphql`);
    expect(response?.status()).toBe(200);
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("connect-src 'self'");
    // Monaco's own <style> elements and GraphiQL's data: fonts: allowed on this page only.
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    const home = await fetch(`${site.url}/`);
    expect(home.headers.get('content-security-policy')).not.toContain('unsafe-inline');

    const run = page.getByRole('button', { name: /Execute query/ });
    await run.waitFor();
    // The guide's examples, one tab each, the first one open.
    await expect(page.getByRole('tab').count()).resolves.toBe(6);
    await page.locator('.graphiql-query-editor').getByText('pickupRequestsConnection').first().waitFor();
    const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
    await headers.getByText('Bearer smk_YOUR_TOKEN').waitFor();

    // Without the token: refused.
    await run.click();
    const result = page.locator('.result-window');
    await result.getByText('"UNAUTHENTICATED"').first().waitFor();

    // With the integrator's token in the header: the answer.
    await headers.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(`{"Authorization": "Bearer ${secret}"}`);
    await run.click();
    await result.getByText('"totalCount": 1').waitFor();
    await result.getByText('"fullName": "Réjean Bélanger"').waitFor();

    expect([...origins]).toEqual([site.url]);
    expect(failed).toEqual([]);
    // The only console errors: the two answers the page asked for (401 without a token is expected).
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await context.close();
  });

  it('is the explorer only in a browser: GraphQL clients asking for JSON still reach the API', async () => {
    const res = await fetch(`${site.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { accept: 'application/json' } });
    expect(res.headers.get('content-type')).toMatch(/json/);
  });
});
