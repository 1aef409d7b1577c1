import { DataSource, EntityMetadata } from 'typeorm';
import { retentionClock } from '../kernel/personal-data';
import { TEST_NOW } from '../testing/app';
import { openTestDatabase } from '../testing/db';
import { featurePersonalData } from '../composition';
import { FEATURES } from '../features.generated';

const PERSONAL_DATA_HANDLERS = featurePersonalData(FEATURES);

/**
 * The seam of Law 25 across every feature: walks the ORM's entity metadata and fails when a column
 * that holds personal data (by its name: e-mail, phone, name, address, IP, position, photo or file,
 * free text about a person, who-did-it stamps, pay, consent) is declared by no feature's personal data handler
 * (a manifest's `personalData`) nor listed below as not personal, with the reason.
 */
const LOOKS_PERSONAL =
  /e-?mail|^to$|^from$|recipient|phone|mobile|sms|name|address|^ip$|Ip$|ipAddress|latitude|longitude|^lat$|^lng$|gps|coord|location|position|photo|picture|image|file|path|attachment|note|comment|message|description|details|reason|^text$|body|html|snapshot|userAgent|website|city|^neq$|By$|wage|salary|payRate|^rate|Rate(Cents)?$|hourly|consent|birth|^sin$|licen[cs]e|plate/i;

/**
 * Tables that hold a person's data by what they are, whatever their columns are called (a photo's
 * storage key, a pay rate, an SMS, an inbox item about a customer, a session): at least one handler
 * must declare them, or NOT_PERSONAL_TABLES says why not.
 */
const PERSONAL_TABLE = /photo|receipt|attachment|upload|file|document(?!_counter)|inbox|sms|consent|session|password|^pay_|_pay$|payroll|message/i;

/** `table` → why it holds no personal data. */
const NOT_PERSONAL_TABLES: Record<string, string> = {};

/** `table.column` → why it holds no personal data. */
const NOT_PERSONAL: Record<string, string> = {
  'service.name': 'price-list code of a service or equipment type',
  'event_service_line.name': 'price-list code copied on a quote line',
  'job_run.name': 'name of a daily job (retention, reminders…)',
  'api_token.name': 'label an ADMIN gives an integrator’s token (a system, not a person)',
  'tour.name': 'label of a tour (zone and date)',
  'kiosk.name': 'label of a time-clock device',
  'invoice_line.position': 'order of the line on the invoice, not a location',
  'snow_visit.position': 'order of the stop on the route, not a location',
  'page_view.path': 'the page of the site that was viewed, not a file path',
  'privacy_incident.description':
    'the confidentiality incident register describes incidents (Law 25 s. 3.8), not a person’s file; kept at least 5 years by law',
  'equipment_allocation.reason': 'why equipment stock is blocked (repair, loss…)',
};

function personalLooking(meta: EntityMetadata): string[] {
  return meta.columns.map((c) => c.propertyName).filter((name) => LOOKS_PERSONAL.test(name));
}

describe('personal data declared per feature', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await openTestDatabase('sqlite');
  });
  afterAll(() => dataSource?.destroy());

  const declared = () => {
    const covered = new Map<string, string[]>();
    for (const handler of PERSONAL_DATA_HANDLERS) {
      for (const holding of handler.holds) {
        const meta = dataSource.getMetadata(holding.entity);
        for (const column of holding.columns) {
          const key = `${meta.tableName}.${column}`;
          covered.set(key, [...(covered.get(key) ?? []), handler.feature]);
        }
      }
    }
    return covered;
  };

  it('covers every column that looks personal, in every entity (or says why it is not personal)', () => {
    const covered = declared();
    const missing: string[] = [];
    for (const meta of dataSource.entityMetadatas) {
      for (const column of personalLooking(meta)) {
        const key = `${meta.tableName}.${column}`;
        if (!covered.has(key) && !(key in NOT_PERSONAL)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares only columns that exist, and the "not personal" list names only columns that exist and look personal', () => {
    const columns = new Set(dataSource.entityMetadatas.flatMap((meta) => meta.columns.map((c) => `${meta.tableName}.${c.propertyName}`)));
    expect([...declared().keys()].filter((key) => !columns.has(key))).toEqual([]);
    const looking = new Set(dataSource.entityMetadatas.flatMap((meta) => personalLooking(meta).map((c) => `${meta.tableName}.${c}`)));
    expect(Object.keys(NOT_PERSONAL).filter((key) => !looking.has(key))).toEqual([]);
    expect(Object.keys(NOT_PERSONAL).filter((key) => declared().has(key))).toEqual([]);
    const tables = new Set(dataSource.entityMetadatas.map((meta) => meta.tableName));
    expect(Object.keys(NOT_PERSONAL_TABLES).filter((table) => !tables.has(table) || !PERSONAL_TABLE.test(table))).toEqual([]);
  });

  it('lets every customer’s data be exported and erased by the feature that holds it', () => {
    const incomplete = PERSONAL_DATA_HANDLERS.filter((h) => h.holds.some((holding) => holding.subject === 'customer') && !(h.export && h.erase)).map((h) => h.feature);
    expect(incomplete).toEqual([]);
    // One handler per feature, each with a rule for what it holds.
    const features = PERSONAL_DATA_HANDLERS.map((h) => h.feature);
    expect(new Set(features).size).toBe(features.length);
    expect(PERSONAL_DATA_HANDLERS.flatMap((h) => h.holds).filter((holding) => holding.rule.trim().length < 10)).toEqual([]);
  });

  it('gives each export section its own key and a French title (one JSON key per section: a repeated key would hide rows)', async () => {
    const scope = { em: dataSource.manager, email: 'personne@example.ca', clock: retentionClock(TEST_NOW, 24) };
    const sections = [];
    for (const handler of PERSONAL_DATA_HANDLERS) if (handler.export) sections.push(...(await handler.export(scope)));
    const keys = sections.map((s) => s.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys.filter((key) => ['email', 'generatedAt', 'company'].includes(key))).toEqual([]);
    expect(sections.filter((s) => s.title.trim().length < 4)).toEqual([]);
  });

  it('covers every table that holds a person\'s data by what it is (photos, files, receipts, pay, SMS, inbox, consents, sessions)', () => {
    const declaredTables = new Set(PERSONAL_DATA_HANDLERS.flatMap((h) => h.holds.map((holding) => dataSource.getMetadata(holding.entity).tableName)));
    const missing = dataSource.entityMetadatas
      .map((meta) => meta.tableName)
      .filter((table) => PERSONAL_TABLE.test(table) && !declaredTables.has(table) && !(table in NOT_PERSONAL_TABLES));
    expect(missing).toEqual([]);
  });
});
