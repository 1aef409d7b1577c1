import { RestRequest as Request, Router } from '../../kernel/http-routes';
import {
  RestCreateTimeEntryDocument,
  RestDeleteTimeEntryDocument,
  RestMyTimeEntriesDocument,
  RestPunchDocument,
  RestSplitTimeEntryDocument,
  RestStaffHoursSummaryDocument,
  RestStaffTimeEntriesDocument,
  RestTimeEntryFieldsFragment,
  RestTimeStatusDocument,
  RestUpdateTimeEntryDocument,
} from '../generated/graphql';
import type { RestDeps } from '../run-operation';
import { jsonObject, respond, runOperation } from '../run-operation';

/** The spec's time entry: numeric ids. */
const restEntry = (entry: RestTimeEntryFieldsFragment) => ({ ...entry, id: Number(entry.id), userId: Number(entry.userId) });

/** A query-string parameter given once, else undefined (absent, repeated or nested). */
const param = (req: Request, name: string): string | undefined => {
  const value = (req.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The period parameters every time list takes: from, to (dates or instants) and tz. Absent ones are
 * left out (an undefined variable would read as null, not as "use the default").
 */
const range = (req: Request) =>
  Object.fromEntries(['from', 'to', 'tz'].flatMap((name) => (param(req, name) !== undefined ? [[name, param(req, name)]] : []))) as {
    from?: string;
    to?: string;
    tz?: string;
  };

/** `in`/`out`, `employee`/`ALL`: the enums' names in upper case; anything else still reaches validation. */
const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** A JSON id (number or text) as the GraphQL ID it is. */
const id = (value: unknown) => (typeof value === 'number' ? String(value) : (value ?? ''));

/** Copies the optional fields that were sent (absent ones stay absent: "unchanged"). */
function sent(body: Record<string, unknown>, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]));
}

/** The time clock under /api/time (back-office.md §7). Mapping only: each runs one GraphQL operation. */
export function timeRoutes({ operations, createContext }: RestDeps): Router {
  const router = new Router();

  router.get('/time/status', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestTimeStatusDocument, {});
    await respond(res, result, (data) => {
      const open = data.myTimeClockStatus.openEntry;
      return { body: { openEntry: open ? { id: Number(open.id), clockIn: open.clockIn } : null } };
    });
  });

  router.get('/time/me', async (req, res) => {
    const result = await runOperation(operations, await createContext(req), RestMyTimeEntriesDocument, range(req));
    await respond(res, result, (data) => ({ body: data.myTimeSheet.entries.map(restEntry) }));
  });

  router.post('/time/punch', async (req, res) => {
    const body = jsonObject(req.body);
    const input = {
      action: upper(body.action ?? ''),
      ...sent(body, ['note', 'idempotencyKey', 'clientTime', 'clientSentAt', 'offline']),
    };
    const result = await runOperation(operations, await createContext(req), RestPunchDocument, { input: input as never });
    await respond(res, result, ({ punch }) => {
      switch (punch.__typename) {
        case 'TimeEntry': {
          const { __typename: _type, ...entry } = punch;
          return { body: restEntry(entry) };
        }
        case 'PunchAlreadyOpenError':
          return {
            status: 409,
            body: { error: punch.message, code: punch.code, openEntry: { id: Number(punch.openEntry.id), clockIn: punch.openEntry.clockIn } },
          };
        case 'NoOpenShiftError':
        case 'PunchOutOfOrderError':
          return { status: 409, body: { error: punch.message, code: punch.code } };
        case 'PunchPeriodLockedError':
          // Kept and shown to the managers (heldPunches): 409, so a client does not retry it.
          return { status: 409, body: { error: punch.message, code: punch.code, held: true, periodStart: punch.periodStart, periodEnd: punch.periodEnd } };
      }
    });
  });

  router.get('/time/admin/summary', async (req, res) => {
    const roles = param(req, 'roles');
    const variables = { ...range(req), ...(roles !== undefined ? { roles: upper(roles) as never } : {}) };
    const result = await runOperation(operations, await createContext(req), RestStaffHoursSummaryDocument, variables);
    await respond(res, result, (data) => ({ body: data.staffHoursSummary.map((row) => ({ ...row, userId: Number(row.userId) })) }));
  });

  router.get('/time/admin/entries', async (req, res) => {
    const variables = { userId: param(req, 'userId') ?? '', ...range(req) };
    const result = await runOperation(operations, await createContext(req), RestStaffTimeEntriesDocument, variables);
    await respond(res, result, (data) => ({ body: data.staffTimeSheet.entries.map(restEntry) }));
  });

  router.post('/time/admin/entry', async (req, res) => {
    const body = jsonObject(req.body);
    const input = {
      userId: id(body.userId),
      clockIn: body.clockIn ?? '',
      clockOut: body.clockOut ?? '',
      ...sent(body, ['note', 'reason', 'tz']),
    };
    const result = await runOperation(operations, await createContext(req), RestCreateTimeEntryDocument, { input: input as never });
    await respond(res, result, (data) => ({ status: 201, body: restEntry(data.createTimeEntry) }));
  });

  router.put('/time/admin/entry/:id', async (req, res) => {
    const body = jsonObject(req.body);
    const input = { id: req.params.id, ...sent(body, ['clockIn', 'clockOut', 'note', 'reason', 'tz']) };
    const result = await runOperation(operations, await createContext(req), RestUpdateTimeEntryDocument, { input: input as never });
    await respond(res, result, (data) => ({ body: restEntry(data.updateTimeEntry) }));
  });

  router.delete('/time/admin/entry/:id', async (req, res) => {
    const reason = param(req, 'reason');
    const input = { id: req.params.id, ...(reason !== undefined ? { reason } : {}) };
    const result = await runOperation(operations, await createContext(req), RestDeleteTimeEntryDocument, { input });
    await respond(res, result, () => ({ status: 204, body: null }));
  });

  router.post('/time/admin/entry/:id/split', async (req, res) => {
    const body = jsonObject(req.body);
    const input = {
      id: req.params.id,
      breakStart: body.breakStart ?? '',
      breakEnd: body.breakEnd ?? '',
      ...sent(body, ['reason', 'tz']),
    };
    const result = await runOperation(operations, await createContext(req), RestSplitTimeEntryDocument, { input: input as never });
    await respond(res, result, (data) => ({ body: data.splitTimeEntry.map(restEntry) }));
  });

  return router;
}
