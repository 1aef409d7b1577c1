import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { buildAppSchema } from '../../schema';
import { Role } from '../../shared/roles';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { pdfFirstPagePng, pdfToText } from '../../testing/pdf';
import { graphqlRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { insertUser } from '../users/users.fixtures';
import { renderedAttachments } from './invoices.fixtures';
import { ClientSessions } from '../portal/client-session';
import { TEST_JWT_SECRET } from '../../testing/app';
import { Invoice, InvoiceLine } from './invoice.entities';
import { OutboxMessage } from '../mail/outbox-message.entity';

/** docs/API.md's invoice examples (docs/examples/invoices/*.graphql): validated and run here. */
const DIR = join(__dirname, '../../../../docs/examples/invoices');
const example = (name: string) => readFileSync(join(DIR, `${name}.graphql`), 'utf8');

describe('docs/examples/invoices', () => {
  it('every example validates against the schema and is linked from docs/API.md', async () => {
    const schema = await buildAppSchema();
    const guide = readFileSync(join(DIR, '../../API.md'), 'utf8');
    for (const file of readdirSync(DIR)) {
      expect([file, validate(schema, parse(readFileSync(join(DIR, file), 'utf8'))).map((e) => e.message)]).toEqual([file, []]);
      expect(guide).toContain(`docs/examples/invoices/${file}`);
    }
  });
});

describeEachDb('invoices GraphQL API and PDF route', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let manager: string;
  let admin: string;
  let employee: string;
  beforeAll(async () => {
    dataSource = await openTestDatabase(kind);
    app = await createTestApp(dataSource);
  });
  afterAll(async () => {
    await app?.stop();
    await dataSource?.destroy();
  });
  beforeEach(async () => {
    await clearTables(dataSource);
    manager = await validToken(await insertUser(dataSource, { role: Role.MANAGER }));
    admin = await validToken(await insertUser(dataSource, { role: Role.ADMIN }));
    employee = await validToken(await insertUser(dataSource, { role: Role.EMPLOYEE }));
  });
  const gql = (query: string, variables: Record<string, unknown>, token: string) => graphqlRequest(app, { query, variables, token });
  const CREATE = 'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { number totalCents } }';
  const create = (lines: unknown[], token = manager) => gql(CREATE, { input: { clientEmail: 'client@example.ca', clientName: 'Marie Tremblay', clientAddress: '1 rue A', lines } }, token);

  it('createInvoice answers after the short issuing transaction; the PDF as issued and its e-mail follow in the background (issue #31)', async () => {
    const res = await create([{ description: 'Travaux', quantity: 1, unitPriceCents: 10000 }]);
    expect(res.body.errors).toBeUndefined();
    const invoice = await dataSource.getRepository(Invoice).findOneByOrFail({ number: res.body.data.createInvoice.number });
    let mails: OutboxMessage[] = [];
    for (let i = 0; i < 100 && mails.length === 0; i += 1) {
      mails = await dataSource.getRepository(OutboxMessage).findBy({ dedupeKey: `invoice:${invoice.id}:issued` });
      if (!mails.length) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mails.map((m) => [m.to, m.attachments?.map((a) => a.filename)])).toEqual([['client@example.ca', [`facture-${invoice.number}.pdf`]]]);
    expect(pdfToText(Buffer.from((await renderedAttachments(dataSource, mails[0]!.attachments))[0]!.contentBase64, 'base64'))).toContain(invoice.number);
    expect((await dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).issuedMailPending).toBe(false);
  });

  it('staff issue, pay, credit and read invoices through the documented operations; the tax report shows exactly those taxes', async () => {
    const created = await create([{ description: 'Location de bacs', quantity: 4, unitPriceCents: 2500 }]);
    expect(created.body.data.createInvoice).toEqual({ number: 'F-2026-000001', totalCents: 11_498 });

    const paid = await gql(example('record-payment'), { input: { number: 'F-2026-000001', amountCents: 5000, method: 'CHEQUE', date: '2026-11-21', reference: '118' } }, manager);
    expect(paid.body.data.recordInvoicePayment).toMatchObject({ method: 'CHEQUE', amountCents: 5000, reference: '118', receivedAt: '2026-11-21T17:00:00.000Z' });
    const credited = await gql('mutation($input: IssueCreditNoteInput!) { issueCreditNote(input: $input) { number totalCents } }', { input: { number: 'F-2026-000001', amountCents: 1000, reason: 'Bac endommagé' } }, manager);
    expect(credited.body.data.issueCreditNote).toEqual({ number: 'NC-2026-000001', totalCents: 1000 });

    const one = await gql(example('invoice'), { number: 'F-2026-000001' }, manager);
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.invoice).toMatchObject({
      status: 'ISSUED',
      terms: 'payable à la réception',
      lines: [{ description: 'Location de bacs', quantity: 4, unitPriceCents: 2500, amountCents: 10_000 }],
      subtotalCents: 10_000,
      gstCents: 500,
      qstCents: 998,
      totalCents: 11_498,
      payments: [{ kind: 'PAYMENT', method: 'CHEQUE', amountCents: 5000, reference: '118', voidedAt: null }],
      creditNotes: [{ number: 'NC-2026-000001', totalCents: 1000, reason: 'Bac endommagé' }],
      balanceCents: 5498,
    });
    const list = await gql(example('invoices'), { status: 'ISSUED', clientEmail: 'CLIENT@example.ca' }, manager);
    expect(list.body.data.invoices.totalCount).toBe(1);
    const notes = await gql(example('credit-notes'), {}, manager);
    expect(notes.body.data.creditNotes.edges[0].node).toMatchObject({ number: 'NC-2026-000001', invoiceNumber: 'F-2026-000001', subtotalCents: 869, gstCents: 43, qstCents: 88 });

    const report = await gql(example('tax-report'), { from: '2026-11-01', to: '2026-11-30' }, admin);
    expect(report.body.data.taxReport.months).toEqual([{ month: '2026-11', invoiceCount: 1, creditNoteCount: 1, salesCents: 9131, gstCollectedCents: 457, qstCollectedCents: 910, totalCents: 10_498 }]);
    const aging = await gql(example('receivables-aging'), {}, admin);
    expect(aging.body.data.receivablesAging.rows).toEqual([{ clientEmail: 'client@example.ca', clientName: 'Marie Tremblay', current: 5498, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 5498 }]);
    const qbo = await gql(example('accounting-export'), { from: '2026-11-01', to: '2026-11-30', format: 'QUICKBOOKS' }, admin);
    // Header, the invoice's line, the credit note as a credit memo.
    expect(qbo.body.data.accountingExport).toHaveLength(3);
    const journal = await gql(example('accounting-export'), { from: '2026-11-01', to: '2026-11-30', format: 'JOURNAL' }, admin);
    expect(journal.body.data.accountingExport[0]).toEqual(['Date', 'Document', 'Compte', 'Débit', 'Crédit', 'Code de taxe']);
    const file = await gql(example('accounting-export-file'), { from: '2026-11-01', to: '2026-11-30', format: 'JOURNAL' }, admin);
    expect(file.body.data.accountingExportFile.fileName).toBe('journal-2026-11-01-2026-11-30.csv');
    expect(file.body.data.accountingExportFile.content).toMatch(/^\uFEFFDate;Document;Libellé;Compte;Débit;Crédit;Code de taxe\r\n/);
    expect(file.body.data.accountingExportFile.content).toContain(';Banque (chèque);50,00;;');
  });

  it('authorization: employees see no invoice, managers no report; anonymous callers nothing', async () => {
    await create([{ description: 'A', quantity: 1, unitPriceCents: 100 }]);
    expect((await gql(example('invoices'), {}, employee)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(example('tax-report'), { from: '2026-11-01', to: '2026-11-30' }, manager)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await graphqlRequest(app, { query: example('invoice'), variables: { number: 'F-2026-000001' } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await create([{ description: 'A', quantity: 1, unitPriceCents: 100 }], employee)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('bad input is refused with a French message and nothing is stored', async () => {
    for (const lines of [[{ description: 'Rabais', quantity: 1, unitPriceCents: -100 }], [{ description: 'Rien', quantity: 0, unitPriceCents: 100 }]]) {
      const res = await create(lines);
      expect(res.body.errors[0]).toMatchObject({ message: 'Chaque ligne doit avoir une quantité et un prix unitaire supérieurs à zéro.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await dataSource.getRepository(Invoice).count()).toBe(0);
    expect(await dataSource.getRepository(InvoiceLine).count()).toBe(0);
    const bad = await gql(example('tax-report'), { from: '2026-11-30', to: '2026-11-01' }, admin);
    expect(bad.body.errors[0]).toMatchObject({ message: 'La date de fin doit suivre la date de début (au plus 24 mois).', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('GET /invoices/facture-<number>.pdf: the PDF to staff (renders with pdftoppm), 401 anonymous, 403 employee, 404 unknown', async () => {
    await create([{ description: 'Location de bacs', quantity: 4, unitPriceCents: 2500 }]);
    const res = await request(app.handler).get('/invoices/facture-F-2026-000001.pdf').set('Authorization', `Bearer ${manager}`).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.body as Buffer;
    const text = pdfToText(pdf);
    for (const expected of ['No F-2026-000001', 'TPS (5 %)', 'TVQ (9,975 %)', 'No de TPS : 000000000 RT0001', 'No de TVQ : 0000000000 TQ0001', 'NEQ : 0000000000']) expect(text).toContain(expected);
    const dir = mkdtempSync(join(tmpdir(), 'facture-'));
    try {
      writeFileSync(join(dir, 'f.pdf'), pdf);
      const png = pdfFirstPagePng(join(dir, 'f.pdf'));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.length).toBeGreaterThan(10_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await request(app.handler).get('/invoices/facture-F-2026-000001.pdf')).status).toBe(401);
    expect((await request(app.handler).get('/invoices/facture-F-2026-000001.pdf').set('Authorization', `Bearer ${employee}`)).status).toBe(403);
    expect((await request(app.handler).get('/invoices/facture-F-2026-000009.pdf').set('Authorization', `Bearer ${manager}`)).status).toBe(404);
    void TEST_NOW;
  });

  it('client portal: a client session sees and pays only its own invoices; another client’s number is NOT_FOUND; staff tokens are not clients', async () => {
    await create([{ description: 'Location de bacs', quantity: 4, unitPriceCents: 2500 }]);
    const sessions = new ClientSessions(dataSource, TEST_JWT_SECRET, false);
    const cookieOf = async (email: string) => `client_session=${(await sessions.issue(email, 0, TEST_NOW)).token}`;
    const asClient = async (email: string, query: string, variables: Record<string, unknown> = {}) =>
      request(app.handler).post('/graphql').set('Content-Type', 'application/json').set('Cookie', await cookieOf(email)).send({ query, variables });
    const mine = await asClient('client@example.ca', 'query { clientInvoices(first: 10) { totalCount edges { node { number balanceCents } } } }');
    expect(mine.body.data.clientInvoices).toEqual({ totalCount: 1, edges: [{ node: { number: 'F-2026-000001', balanceCents: 11_498 } }] });
    const theirs = await asClient('other@example.ca', 'query { clientInvoices(first: 10) { totalCount } }');
    expect(theirs.body.data.clientInvoices.totalCount).toBe(0);
    const peek = await asClient('other@example.ca', 'query($n: String!) { clientInvoice(number: $n) { number } }', { n: 'F-2026-000001' });
    expect(peek.body.errors[0]).toMatchObject({ message: 'Facture introuvable.', extensions: { code: 'NOT_FOUND' } });
    const payOther = await asClient('other@example.ca', 'mutation($n: String!) { payClientInvoice(number: $n) { url } }', { n: 'F-2026-000001' });
    expect(payOther.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const pay = await asClient('client@example.ca', 'mutation($n: String!) { payClientInvoice(number: $n) { url amountCents } }', { n: 'F-2026-000001' });
    expect(pay.body.data.payClientInvoice).toMatchObject({ url: expect.stringMatching(/^\/paiement-demo\/facture\//), amountCents: 11_498 });
    const staff = await gql('query { clientInvoices(first: 10) { totalCount } }', {}, manager);
    expect(staff.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await request(app.handler).get('/invoices/facture-F-2026-000001.pdf').set('Cookie', await cookieOf('client@example.ca'))).status).toBe(200);
    expect((await request(app.handler).get('/invoices/facture-F-2026-000001.pdf').set('Cookie', await cookieOf('other@example.ca'))).status).toBe(404);
  });
});
