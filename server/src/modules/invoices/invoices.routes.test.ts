import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { eventInput } from '../events/events.fixtures';
import { insertUser } from '../users/users.fixtures';
import { QUOTE_PDF_MESSAGES } from '../../shared/messages.fr';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { pdfToText } from '../../testing/pdf';
import { graphqlRequest, tamperedSignature } from '../../testing/requests';
import { validToken } from '../../testing/tokens';

const LINK = 'mutation($id: ID!, $expiresInSeconds: Int) { createEventQuotePdfLink(id: $id, expiresInSeconds: $expiresInSeconds) { url expiresAt } }';

/** Supertest collects a binary body as a Buffer. */
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const textOf = (res: request.Response) => (res.body as Buffer).toString('utf8');

describeEachDb('GET /invoices/soumission-{id}.pdf', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let clock: Date;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource, { now: () => clock, env: { PUBLIC_URL: 'https://services.example.ca' } });
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    clock = TEST_NOW;
    await clearTables(dataSource);
  });

  async function submitEvent(): Promise<{ id: string; reference: string }> {
    const res = await graphqlRequest(app, {
      query: 'mutation($input: SubmitEventRequestInput!) { submitEventRequest(input: $input) { id reference } }',
      variables: { input: { ...eventInput({ sendCopy: false }), materials: { ...eventInput().materials }, services: { ...eventInput().services } } },
    });
    return res.body.data.submitEventRequest as { id: string; reference: string };
  }
  const tokenOf = async (role: Role) => validToken(await insertUser(dataSource, { role }));
  const get = (path: string, token?: string) => {
    const req = request(app.handler).get(path);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return binary(req);
  };
  async function signedPath(id: string, token: string, expiresInSeconds?: number): Promise<string> {
    const res = await graphqlRequest(app, { query: LINK, variables: { id, expiresInSeconds }, token });
    const { url, expiresAt } = res.body.data.createEventQuotePdfLink as { url: string; expiresAt: string };
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://services.example.ca');
    expect(parsed.pathname).toBe(`/invoices/soumission-${id}.pdf`);
    expect(Date.parse(expiresAt) - TEST_NOW.getTime()).toBe((expiresInSeconds ?? 7 * 86_400) * 1000);
    return `${parsed.pathname}${parsed.search}`;
  }

  it('serves the PDF to a MANAGER session: headers, filename with the reference, the stored total in the text', async () => {
    const { id, reference } = await submitEvent();
    const res = await get(`/invoices/soumission-${id}.pdf`, await tokenOf(Role.MANAGER));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="soumission-${reference}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfToText(res.body as Buffer);
    expect(text).toContain(reference);
    expect(text).toContain('5 694,71 $'); // EXPECTED_TOTALS.total, as stored
    expect(text).toContain('No de TPS : 000000000 RT0001');
  });

  it('refuses anonymous callers (401), an EMPLOYEE (403) and a refused token (401), in French', async () => {
    const { id } = await submitEvent();
    const anonymous = await get(`/invoices/soumission-${id}.pdf`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^text\/plain/);
    expect(textOf(anonymous)).toContain(QUOTE_PDF_MESSAGES.signInRequired);
    expect((await get(`/invoices/soumission-${id}.pdf`, await tokenOf(Role.EMPLOYEE))).status).toBe(403);
    expect((await get(`/invoices/soumission-${id}.pdf`, 'not-a-token')).status).toBe(401);
    const json = await request(app.handler).get(`/invoices/soumission-${id}.pdf`).set('Accept', 'application/json');
    expect(json.body).toEqual({ error: QUOTE_PDF_MESSAGES.signInRequired, code: 'UNAUTHENTICATED' });
  });

  it('answers 404 for an unknown id only to staff; anonymous callers learn nothing', async () => {
    const manager = await tokenOf(Role.MANAGER);
    expect((await get('/invoices/soumission-999999.pdf', manager)).status).toBe(404);
    expect((await get('/invoices/soumission-abc.pdf', manager)).status).toBe(404);
    expect((await get('/invoices/soumission-999999.pdf')).status).toBe(401);
    const res = await graphqlRequest(app, { query: LINK, variables: { id: '999999' }, token: manager });
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('serves a signed link without any credential until it expires, then refuses it', async () => {
    const { id, reference } = await submitEvent();
    const path = await signedPath(id, await tokenOf(Role.MANAGER), 300);
    const ok = await get(path);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-disposition']).toContain(`soumission-${reference}.pdf`);
    expect(pdfToText(ok.body as Buffer)).toContain(reference);

    clock = new Date(TEST_NOW.getTime() + 300_000);
    const expired = await get(path);
    expect(expired.status).toBe(403);
    expect(textOf(expired)).toContain(QUOTE_PDF_MESSAGES.linkExpired);
  });

  it('refuses a tampered link: another id, a later expiry, an edited signature', async () => {
    const first = await submitEvent();
    const second = await submitEvent();
    const path = await signedPath(first.id, await tokenOf(Role.MANAGER));
    const url = new URL(path, 'http://x');
    const otherId = `/invoices/soumission-${second.id}.pdf${url.search}`;
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    const laterExpiry = `${url.pathname}${url.search}`;
    const edited = tamperedSignature(path);
    for (const tampered of [otherId, laterExpiry, edited, `/invoices/soumission-${first.id}.pdf?expires=9999999999`]) {
      const res = await get(tampered);
      expect({ tampered, status: res.status }).toEqual({ tampered, status: 403 });
      expect(textOf(res)).toContain(QUOTE_PDF_MESSAGES.linkInvalid);
    }
  });

  it('creates links only for MANAGER and up, between 60 s and PDF_LINK_TTL', async () => {
    const { id } = await submitEvent();
    const employee = await graphqlRequest(app, { query: LINK, variables: { id }, token: await tokenOf(Role.EMPLOYEE) });
    expect(employee.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const manager = await tokenOf(Role.MANAGER);
    for (const expiresInSeconds of [59, 7 * 86_400 + 1]) {
      const res = await graphqlRequest(app, { query: LINK, variables: { id, expiresInSeconds }, token: manager });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { expiresInSeconds: QUOTE_PDF_MESSAGES.expiresIn(60, 604_800) } });
    }
    await signedPath(id, manager); // default: 7 days
  });
});
