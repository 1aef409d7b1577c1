import { DateTime } from 'luxon';
import { DataSource } from 'typeorm';
import { App } from '../../app';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { clearTables, describeEachDb, openTestDatabase } from '../../testing/db';
import { graphqlRequest, restRequest } from '../../testing/requests';
import { validToken } from '../../testing/tokens';
import { Role } from '../../shared/roles';
import { User } from '../users/user.entity';
import { insertUser } from '../users/users.fixtures';
import { TimeEntry } from '../timeclock/time-entry.entity';
import { TimePunch } from '../timeclock/time-punch.entity';
import { insertEntry, PUNCH_MUTATION, punchInput } from '../timeclock/timeclock.fixtures';
import { TimesheetChange, TimesheetRecord, TimesheetStatus } from './timesheet.entities';

const TZ = 'America/Toronto';
const at = (local: string) => DateTime.fromISO(local, { zone: TZ }).toJSDate();
const H = 3_600_000;
/** TEST_NOW is Saturday 21 November 2026, 10:00 in Montréal: the last day of the period 8–21 November (biweekly from 4 January 2026). */
const CURRENT = '2026-11-08';
const PREVIOUS = '2026-10-25';

const SHEET_FIELDS = `userId status workedMinutes regularMinutes overtimeMinutes holidayMinutes mealBreakMinutes holidayIndemnityMinutes frozen comment
  period { start end } entries { id clockIn clockOut reviewReason } weeks { start overtimeMinutes } mealBreakEntryIds reviewCount
  history { action fromStatus toStatus changedByName comment }`;
const MY_SHEET = `query($periodStart: String) { myTimesheet(periodStart: $periodStart) { ${SHEET_FIELDS} } }`;
const SHEET = `query($userId: ID!, $periodStart: String) { timesheet(userId: $userId, periodStart: $periodStart) { ${SHEET_FIELDS} } }`;
const SUBMIT = `mutation($input: SubmitTimesheetInput!) { submitTimesheet(input: $input) { ${SHEET_FIELDS} } }`;
const APPROVE = `mutation($input: TimesheetDecisionInput!) { approveTimesheet(input: $input) { ${SHEET_FIELDS} } }`;
const REJECT = `mutation($input: TimesheetDecisionInput!) { rejectTimesheet(input: $input) { ${SHEET_FIELDS} } }`;
const REOPEN = `mutation($input: TimesheetDecisionInput!) { reopenTimesheet(input: $input) { ${SHEET_FIELDS} } }`;
const UPDATE = 'mutation($input: UpdateTimeEntryInput!) { updateTimeEntry(input: $input) { id clockIn clockOut } }';
const DELETE = 'mutation($input: DeleteTimeEntryInput!) { deleteTimeEntry(input: $input) }';
const SPLIT = 'mutation($input: SplitTimeEntryInput!) { splitTimeEntry(input: $input) { id } }';
const CREATE = 'mutation($input: CreateTimeEntryInput!) { createTimeEntry(input: $input) { id } }';
const EXPORT = `query($periodStart: String) { payrollExport(periodStart: $periodStart) {
  period { start end } lines { userId email regularMinutes overtimeMinutes holidayIndemnityMinutes mealBreakMinutes } notApproved { userId status } } }`;
const HELD = '{ heldPunches { userId action effectiveAt offline periodStart } }';
const PUNCH_LOCKED = PUNCH_MUTATION.replace('... on PunchOutOfOrderError { code message }', '... on PunchOutOfOrderError { code message }\n    ... on PunchPeriodLockedError { code message periodStart periodEnd }');

describeEachDb('timesheets: periods, approval, locking, payroll', (kind) => {
  let dataSource: DataSource;
  let app: App;
  let employee: User;
  let other: User;
  let manager: User;
  let admin: User;
  let employeeToken: string;
  let otherToken: string;
  let managerToken: string;
  let adminToken: string;
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
    employee = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Éric Employé' });
    other = await insertUser(dataSource, { role: Role.EMPLOYEE, name: 'Zoé Autre' });
    manager = await insertUser(dataSource, { role: Role.MANAGER, name: 'Gisèle Gérante' });
    admin = await insertUser(dataSource, { role: Role.ADMIN, name: 'Alain Admin' });
    employeeToken = await validToken(employee);
    otherToken = await validToken(other);
    managerToken = await validToken(manager);
    adminToken = await validToken(admin);
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlRequest(app, { query, variables, token });
  const errorOf = (res: { body: { errors?: Array<{ message: string; extensions: { code: string } }> } }) => res.body.errors?.[0];

  /** 46 h in the week of 25–31 October and a 6-hour shift on 2 November (after the DST change). */
  async function previousPeriodHours(user = employee) {
    const entries = [];
    for (const d of ['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30']) {
      entries.push(await insertEntry(dataSource, { userId: user.id, clockIn: at(`${d}T07:00`), clockOut: new Date(at(`${d}T07:00`).getTime() + 9.2 * H) }));
    }
    entries.push(await insertEntry(dataSource, { userId: user.id, clockIn: at('2026-11-02T08:00'), clockOut: at('2026-11-02T14:00') }));
    return entries;
  }

  async function submitAndApprove(periodStart = PREVIOUS) {
    const submitted = await gql(SUBMIT, { input: { periodStart } }, employeeToken);
    expect(submitted.body.errors).toBeUndefined();
    const approved = await gql(APPROVE, { input: { userId: String(employee.id), periodStart, comment: 'Beau travail' } }, managerToken);
    expect(approved.body.errors).toBeUndefined();
    return approved.body.data.approveTimesheet;
  }

  it('statutoryHolidays(2027) is public and gives the LNT dates with French names', async () => {
    const res = await gql('{ statutoryHolidays(year: 2027) { date name } }');
    expect(res.body.data.statutoryHolidays).toEqual([
      { date: '2027-01-01', name: '1er janvier' },
      { date: '2027-03-26', name: 'Vendredi saint' },
      { date: '2027-05-24', name: 'Journée nationale des patriotes' },
      { date: '2027-06-24', name: 'Fête nationale du Québec' },
      { date: '2027-07-01', name: 'Fête du Canada' },
      { date: '2027-09-06', name: 'Fête du Travail' },
      { date: '2027-10-11', name: 'Action de grâces' },
      { date: '2027-12-25', name: 'Noël' },
    ]);
    const bad = await gql('{ statutoryHolidays(year: 99999) { date } }');
    expect(errorOf(bad)?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('payPeriods: every two weeks from Sunday 4 January 2026 by default, newest first', async () => {
    const res = await gql('{ payPeriods(count: 2) { start end } }', {}, employeeToken);
    expect(res.body.data.payPeriods).toEqual([
      { start: CURRENT, end: '2026-11-21' },
      { start: PREVIOUS, end: '2026-11-07' },
    ]);
  });

  it('myTimesheet: weekly overtime (46 h → 6 h), the meal deduction on its own line, across the DST change', async () => {
    await previousPeriodHours();
    const res = await gql(MY_SHEET, { periodStart: PREVIOUS }, employeeToken);
    const sheet = res.body.data.myTimesheet;
    expect(sheet).toMatchObject({
      status: 'OPEN',
      period: { start: PREVIOUS, end: '2026-11-07' },
      workedMinutes: 46 * 60 + 360,
      // Each of the six shifts is over 5 hours with no punched break: 6 × 30 min.
      mealBreakMinutes: 180,
      frozen: false,
    });
    // Week 1: 46 h − 2 h 30 of meals = 43 h 30 paid → 3 h 30 overtime; week 2: 5 h 30.
    expect(sheet.weeks).toEqual([
      { start: '2026-10-25', overtimeMinutes: 210 },
      { start: '2026-11-01', overtimeMinutes: 0 },
    ]);
    expect(sheet.overtimeMinutes).toBe(210);
    expect(sheet.regularMinutes).toBe(40 * 60 + 330);
    expect(sheet.mealBreakEntryIds).toHaveLength(6);
    const bad = await gql(MY_SHEET, { periodStart: '2026-11-01' }, employeeToken);
    expect(errorOf(bad)).toMatchObject({ message: expect.stringContaining('Période invalide'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('submit → approve freezes the totals; history keeps who and when; payroll exports approved periods only', async () => {
    await previousPeriodHours();
    await previousPeriodHours(other);
    const sheet = await submitAndApprove();
    expect(sheet).toMatchObject({ status: 'APPROVED', frozen: true, overtimeMinutes: 210, comment: 'Beau travail' });
    expect(sheet.history.map((h: { action: string; changedByName: string }) => [h.action, h.changedByName])).toEqual([
      ['APPROVE', manager.name],
      ['SUBMIT', employee.name],
    ]);
    const seen = await gql(SHEET, { userId: String(employee.id), periodStart: PREVIOUS }, managerToken);
    expect(seen.body.data.timesheet).toMatchObject({ status: 'APPROVED', frozen: true, regularMinutes: 2730 });
    const row = await dataSource.getRepository(TimesheetRecord).findOneByOrFail({ userId: employee.id, periodStart: PREVIOUS });
    expect(row).toMatchObject({ status: TimesheetStatus.APPROVED, regularMinutes: 40 * 60 + 330, overtimeMinutes: 210, mealBreakMinutes: 180, decidedById: manager.id });

    const exported = await gql(EXPORT, { periodStart: PREVIOUS }, managerToken);
    expect(exported.body.data.payrollExport).toEqual({
      period: { start: PREVIOUS, end: '2026-11-07' },
      lines: [{ userId: String(employee.id), email: employee.email, regularMinutes: 2730, overtimeMinutes: 210, holidayIndemnityMinutes: 0, mealBreakMinutes: 180 }],
      notApproved: [{ userId: String(other.id), status: 'OPEN' }],
    });
    expect(errorOf(await gql(EXPORT, { periodStart: PREVIOUS }, employeeToken))?.extensions.code).toBe('FORBIDDEN');
    expect(errorOf(await gql(EXPORT, { periodStart: PREVIOUS }, otherToken))?.extensions.code).toBe('FORBIDDEN');

    // The managers' list of the period: both people, by name, with their status.
    const list = await gql('query($p: String) { timesheets(periodStart: $p) { userId status overtimeMinutes } }', { p: PREVIOUS }, managerToken);
    expect(list.body.data.timesheets).toEqual([
      { userId: String(employee.id), status: 'APPROVED', overtimeMinutes: 210 },
      { userId: String(other.id), status: 'OPEN', overtimeMinutes: 210 },
    ]);
  });

  it('pay (issue #27): rates by effective date set by an ADMIN, overtime at 1,5 ×, vacation indemnity accrued; frozen at approval; names in the export', async () => {
    await previousPeriodHours();
    const SET_RATE = 'mutation($input: SetPayRateInput!) { setPayRate(input: $input) { effectiveFrom rateCents } }';
    const rate = (effectiveFrom: string, rateCents: number, token = adminToken) => gql(SET_RATE, { input: { userId: String(employee.id), effectiveFrom, rateCents } }, token);
    expect(errorOf(await rate('2026-01-01', 2000, managerToken))?.extensions.code).toBe('FORBIDDEN');
    expect(errorOf(await rate('2026-02-30', 2000))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { effectiveFrom: expect.stringContaining('invalide') } } });
    expect(errorOf(await rate('2026-01-01', 0))?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await rate('2026-01-01', 2000)).body.data.setPayRate).toEqual({ effectiveFrom: '2026-01-01', rateCents: 2000 });
    // A raise from Wednesday 28 October: Monday and Tuesday at 20 $, the rest at 24 $.
    await rate('2026-10-28', 2400);
    const PAY = 'pay { hourlyRateCents regularPayCents overtimePayCents holidayPayCents vacationRateBp vacationAccruedCents vacationPaidCents grossCents vacationBalanceCents frozen }';
    const live = await gql(`query($u: ID!, $p: String) { timesheet(userId: $u, periodStart: $p) { displayName ${PAY} } }`, { u: String(employee.id), p: PREVIOUS }, managerToken);
    // Regular: 2 × 522 min at 20 $ + (2 × 522 + 312 + 330) min at 24 $ = 1 022,40 $; overtime 210 min × 36 $/h = 126 $; vacation 4 % = 45,94 $.
    const expected = { hourlyRateCents: 2400, regularPayCents: 102_240, overtimePayCents: 12_600, holidayPayCents: 0, vacationRateBp: 400, vacationAccruedCents: 4594, vacationPaidCents: 0, grossCents: 114_840 };
    expect(live.body.data.timesheet).toEqual({ displayName: 'Éric Employé', pay: { ...expected, vacationBalanceCents: 4594, frozen: false } });

    await submitAndApprove();
    // A later, retroactive raise does not touch the approved period.
    await rate('2026-10-25', 3000);
    const exported = await gql(`query($p: String) { payrollExport(periodStart: $p) { lines { displayName firstName lastName ${PAY} } } }`, { p: PREVIOUS }, managerToken);
    expect(exported.body.data.payrollExport.lines).toEqual([{ displayName: 'Éric Employé', firstName: null, lastName: null, pay: { ...expected, vacationBalanceCents: 4594, frozen: true } }]);
    const row = await dataSource.getRepository(TimesheetRecord).findOneByOrFail({ userId: employee.id, periodStart: PREVIOUS });
    expect(row).toMatchObject({ regularPayCents: 102_240, overtimePayCents: 12_600, vacationAccruedCents: 4594, grossCents: 114_840 });
    const mine = await gql(`query($p: String) { myTimesheet(periodStart: $p) { ${PAY} } }`, { p: PREVIOUS }, employeeToken);
    expect(mine.body.data.myTimesheet.pay.grossCents).toBe(114_840);

    // Reopened, approved again paying the vacation balance (before the vacation): at the new rate now, balance paid out.
    await gql(REOPEN, { input: { userId: String(employee.id), periodStart: PREVIOUS, comment: 'Vacances' } }, adminToken);
    await gql(SUBMIT, { input: { periodStart: PREVIOUS } }, employeeToken);
    const paid = await gql(`mutation($input: TimesheetDecisionInput!) { approveTimesheet(input: $input) { ${PAY} } }`, { input: { userId: String(employee.id), periodStart: PREVIOUS, payVacationBalance: true } }, managerToken);
    const p = paid.body.data.approveTimesheet.pay;
    // Monday and Tuesday now at 30 $, the raise of the 28th (24 $) still applies from its date.
    expect(p.regularPayCents).toBe((2 * 522 * 3000 + (2 * 522 + 312 + 330) * 2400) / 60);
    expect(p.vacationPaidCents).toBe(p.vacationAccruedCents);
    expect(p.grossCents).toBe(p.regularPayCents + p.overtimePayCents + p.holidayPayCents + p.vacationPaidCents);
    expect(p.vacationBalanceCents).toBe(0);
  });

  it('transitions are checked: only a submitted sheet is approved, rejection needs a comment, nobody approves their own, only an ADMIN reopens', async () => {
    await previousPeriodHours();
    const early = await gql(APPROVE, { input: { userId: String(employee.id), periodStart: PREVIOUS } }, managerToken);
    expect(errorOf(early)).toMatchObject({ extensions: { code: 'INVALID_STATUS_TRANSITION' }, message: expect.stringContaining('n’a pas été soumise') });
    await gql(SUBMIT, { input: { periodStart: PREVIOUS } }, employeeToken);
    expect(errorOf(await gql(SUBMIT, { input: { periodStart: PREVIOUS } }, employeeToken))?.message).toBe('Cette feuille de temps est déjà soumise.');
    expect(errorOf(await gql(APPROVE, { input: { userId: String(employee.id), periodStart: PREVIOUS } }, employeeToken))?.extensions.code).toBe('FORBIDDEN');
    const noComment = await gql(REJECT, { input: { userId: String(employee.id), periodStart: PREVIOUS, comment: '  ' } }, managerToken);
    expect(errorOf(noComment)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: 'Indiquez un commentaire pour l’employé.' });
    const rejected = await gql(REJECT, { input: { userId: String(employee.id), periodStart: PREVIOUS, comment: 'Il manque le 3 novembre' } }, managerToken);
    expect(rejected.body.data.rejectTimesheet).toMatchObject({ status: 'REJECTED', comment: 'Il manque le 3 novembre' });
    // The employee sees the comment and submits again.
    expect((await gql(MY_SHEET, { periodStart: PREVIOUS }, employeeToken)).body.data.myTimesheet.comment).toBe('Il manque le 3 novembre');
    await gql(SUBMIT, { input: { periodStart: PREVIOUS } }, employeeToken);

    // A manager's own timesheet needs another manager.
    await insertEntry(dataSource, { userId: manager.id, clockIn: at('2026-10-26T08:00'), clockOut: at('2026-10-26T12:00') });
    await gql(SUBMIT, { input: { periodStart: PREVIOUS } }, managerToken);
    const own = await gql(APPROVE, { input: { userId: String(manager.id), periodStart: PREVIOUS } }, managerToken);
    expect(errorOf(own)).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: 'Vous ne pouvez pas approuver ou renvoyer votre propre feuille de temps.' });

    await gql(APPROVE, { input: { userId: String(employee.id), periodStart: PREVIOUS } }, managerToken);
    const byManager = await gql(REOPEN, { input: { userId: String(employee.id), periodStart: PREVIOUS, comment: 'Erreur' } }, managerToken);
    expect(errorOf(byManager)?.extensions.code).toBe('FORBIDDEN');
    const noReason = await gql(REOPEN, { input: { userId: String(employee.id), periodStart: PREVIOUS } }, adminToken);
    expect(errorOf(noReason)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: 'Indiquez la raison de la réouverture.' });
    const reopened = await gql(REOPEN, { input: { userId: String(employee.id), periodStart: PREVIOUS, comment: 'Prime oubliée' } }, adminToken);
    expect(reopened.body.data.reopenTimesheet).toMatchObject({ status: 'OPEN', frozen: false, comment: 'Prime oubliée' });
    const trail = await dataSource.getRepository(TimesheetChange).find({ where: { userId: employee.id }, order: { id: 'ASC' } });
    expect(trail.map((c) => [c.action, c.toStatus, c.changedById])).toEqual([
      ['SUBMIT', 'SUBMITTED', employee.id],
      ['REJECT', 'REJECTED', manager.id],
      ['SUBMIT', 'SUBMITTED', employee.id],
      ['APPROVE', 'APPROVED', manager.id],
      ['REOPEN', 'OPEN', admin.id],
    ]);
    expect(trail[4]!.comment).toBe('Prime oubliée');
  });

  it('an approved period refuses every edit, split, deletion and addition, in French, on GraphQL and REST, whoever asks; reopening unlocks it', async () => {
    const first = (await previousPeriodHours())[0]!;
    await submitAndApprove();
    const before = await dataSource.getRepository(TimeEntry).find({ order: { id: 'ASC' } });
    const lockedMessage = 'La période de paie du 25 octobre 2026 au 7 novembre 2026 est approuvée et verrouillée : aucun pointage ni aucune modification n’y est possible. Un administrateur peut la rouvrir.';

    for (const token of [managerToken, adminToken]) {
      const update = await gql(UPDATE, { input: { id: String(first.id), clockOut: '2026-10-26T18:00', reason: 'Correction' } }, token);
      expect(errorOf(update)).toMatchObject({ message: lockedMessage, extensions: { code: 'PERIOD_LOCKED' } });
    }
    expect(errorOf(await gql(DELETE, { input: { id: String(first.id) } }, adminToken))?.extensions.code).toBe('PERIOD_LOCKED');
    expect(errorOf(await gql(SPLIT, { input: { id: String(first.id), breakStart: '2026-10-26T11:00', breakEnd: '2026-10-26T11:30' } }, managerToken))?.extensions.code).toBe('PERIOD_LOCKED');
    const add = await gql(CREATE, { input: { userId: String(employee.id), clockIn: '2026-11-05T08:00', clockOut: '2026-11-05T09:00' } }, managerToken);
    expect(errorOf(add)?.extensions.code).toBe('PERIOD_LOCKED');
    // Moving an entry of the next period into the locked one is refused too.
    const later = await insertEntry(dataSource, { userId: employee.id, clockIn: at('2026-11-09T08:00'), clockOut: at('2026-11-09T10:00') });
    expect(errorOf(await gql(UPDATE, { input: { id: String(later.id), clockIn: '2026-11-07T20:00' } }, managerToken))?.extensions.code).toBe('PERIOD_LOCKED');
    // REST paths as documented.
    const rest = await restRequest(app, 'put', `/api/time/admin/entry/${first.id}`, { token: managerToken, body: { clockOut: at('2026-10-26T18:00').toISOString() } });
    expect(rest.status).toBe(409);
    expect(rest.body.error).toBe(lockedMessage);
    expect((await restRequest(app, 'delete', `/api/time/admin/entry/${first.id}`, { token: adminToken })).status).toBe(409);

    const after = await dataSource.getRepository(TimeEntry).find({ order: { id: 'ASC' } });
    expect(after.filter((e) => e.id !== later.id)).toEqual(before);

    // Other people's periods are not locked.
    const otherEntry = await insertEntry(dataSource, { userId: other.id, clockIn: at('2026-10-27T08:00'), clockOut: at('2026-10-27T10:00') });
    expect((await gql(UPDATE, { input: { id: String(otherEntry.id), clockOut: '2026-10-27T11:00' } }, managerToken)).body.errors).toBeUndefined();

    await gql(REOPEN, { input: { userId: String(employee.id), periodStart: PREVIOUS, comment: 'Correction demandée' } }, adminToken);
    const fixed = await gql(UPDATE, { input: { id: String(first.id), clockOut: '2026-10-26T18:00', reason: 'Correction' } }, managerToken);
    expect(fixed.body.errors).toBeUndefined();
  });

  it('a late offline punch into an approved period is kept, flagged and shown to managers, never applied or lost (replay answers the same)', async () => {
    await insertEntry(dataSource, { userId: employee.id, clockIn: at('2026-11-16T08:00'), clockOut: at('2026-11-16T12:00') });
    await submitAndApprove(CURRENT);
    // Queued on the phone on Thursday 19 November at 8:00, sent now.
    const input = punchInput('IN', { clientTime: at('2026-11-19T08:00').toISOString(), offline: true, note: 'Chantier Trois-Rivières' });
    const res = await gql(PUNCH_LOCKED, { input }, employeeToken);
    expect(res.body.data.punch).toMatchObject({
      __typename: 'PunchPeriodLockedError',
      code: 'PERIOD_LOCKED',
      periodStart: CURRENT,
      periodEnd: '2026-11-21',
      message: expect.stringContaining('conservé et signalé à votre gestionnaire'),
    });
    expect(await dataSource.getRepository(TimeEntry).countBy({ userId: employee.id })).toBe(1);
    const punches = await dataSource.getRepository(TimePunch).findBy({ userId: employee.id });
    expect(punches).toHaveLength(1);
    expect(punches[0]!).toMatchObject({ heldPeriodStart: CURRENT, entryId: null, idempotencyKey: input.idempotencyKey });

    // The queue sends it again (lost answer): same answer, nothing more stored.
    const again = await gql(PUNCH_LOCKED, { input }, employeeToken);
    expect(again.body.data.punch).toMatchObject({ __typename: 'PunchPeriodLockedError', periodStart: CURRENT });
    expect(await dataSource.getRepository(TimePunch).countBy({ userId: employee.id })).toBe(1);

    const held = await gql(HELD, {}, managerToken);
    expect(held.body.data.heldPunches).toEqual([
      { userId: String(employee.id), action: 'IN', effectiveAt: at('2026-11-19T08:00').toISOString(), offline: true, periodStart: CURRENT },
    ]);
    expect(errorOf(await gql(HELD, {}, employeeToken))?.extensions.code).toBe('FORBIDDEN');
    // issue #32: the held punch is also an item of the managers' inbox « À traiter » (one, the replay adds none).
    const inbox = await gql('{ inboxItems(section: TIMESHEETS) { kind link } }', {}, managerToken);
    expect(inbox.body.data.inboxItems.filter((i: { kind: string }) => i.kind === 'PUNCH_HELD')).toEqual([{ kind: 'PUNCH_HELD', link: '/admin/feuilles-de-temps' }]);

    // REST punch: 409 with the same French text.
    const rest = await restRequest(app, 'post', '/api/time/punch', { token: employeeToken, body: { action: 'in' } });
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 'PERIOD_LOCKED', held: true });
  });

  it('submitting or approving with a shift still open is refused; an entry « à vérifier » blocks approval until a manager saves it', async () => {
    const entry = await insertEntry(dataSource, { userId: employee.id, clockIn: at('2026-10-27T08:00'), clockOut: at('2026-10-27T20:00') });
    await dataSource.getRepository(TimeEntry).update({ id: entry.id }, { reviewReason: 'Fermée automatiquement' });
    await insertEntry(dataSource, { userId: employee.id, clockIn: new Date(TEST_NOW.getTime() - H), clockOut: null });
    const open = await gql(SUBMIT, { input: { periodStart: CURRENT } }, employeeToken);
    expect(errorOf(open)?.message).toMatch(/Un quart est encore ouvert/);
    await gql(SUBMIT, { input: { periodStart: PREVIOUS } }, employeeToken);
    // The back-office notice lists the entry « à vérifier »; the open shift (1 h) is not a forgotten one.
    const notices = await gql('{ entryNotices { open email entry { id reviewReason } } }', {}, managerToken);
    expect(notices.body.data.entryNotices).toEqual([{ open: false, email: employee.email, entry: { id: String(entry.id), reviewReason: 'Fermée automatiquement' } }]);
    expect((await gql('{ myEntryNotices { open } }', {}, otherToken)).body.data.myEntryNotices).toEqual([]);
    const blocked = await gql(APPROVE, { input: { userId: String(employee.id), periodStart: PREVIOUS } }, managerToken);
    expect(errorOf(blocked)?.message).toBe('1 entrée « à vérifier » dans cette période : corrigez-la avant d’approuver.');
    await gql(UPDATE, { input: { id: String(entry.id), clockOut: '2026-10-27T16:00', reason: 'Vérifié avec l’employé' } }, managerToken);
    expect((await dataSource.getRepository(TimeEntry).findOneByOrFail({ id: entry.id })).reviewReason).toBeNull();
    expect((await gql(APPROVE, { input: { userId: String(employee.id), periodStart: PREVIOUS } }, managerToken)).body.data.approveTimesheet.status).toBe('APPROVED');
  });

  it('an approval racing edits never freezes totals that miss a committed edit (row lock in the same transaction)', async () => {
    const entries = await previousPeriodHours();
    await gql(SUBMIT, { input: { periodStart: PREVIOUS } }, employeeToken);
    const edits = entries.slice(0, 4).map((entry, i) =>
      gql(UPDATE, { input: { id: String(entry.id), clockOut: at(`2026-10-2${6 + i}T${17 + i}:00`).toISOString(), reason: 'Course' } }, managerToken),
    );
    const approval = gql(APPROVE, { input: { userId: String(employee.id), periodStart: PREVIOUS } }, managerToken);
    const results = await Promise.all([...edits, approval]);
    expect(results[4]!.body.errors).toBeUndefined();
    for (const edit of results.slice(0, 4)) {
      if (edit.body.errors) expect(edit.body.errors[0].extensions.code).toBe('PERIOD_LOCKED');
    }
    // What was frozen equals what the entries now say: no edit slipped in after the approval read them.
    const frozen = await dataSource.getRepository(TimesheetRecord).findOneByOrFail({ userId: employee.id, periodStart: PREVIOUS });
    const reopened = await gql(REOPEN, { input: { userId: String(employee.id), periodStart: PREVIOUS, comment: 'Contrôle' } }, adminToken);
    const live = reopened.body.data.reopenTimesheet;
    expect([frozen.regularMinutes, frozen.overtimeMinutes, frozen.mealBreakMinutes]).toEqual([live.regularMinutes, live.overtimeMinutes, live.mealBreakMinutes]);
  });
});
