import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TEST_NOW } from '../../testing/app';
import { TimeEntry, TimeEntrySource } from './time-entry.entity';

/** Inserts an entry directly: closed unless `clockOut: null` (then it is the person's open entry). */
export async function insertEntry(
  dataSource: DataSource,
  values: { userId: number; clockIn: Date | string; clockOut?: Date | string | null; note?: string | null; source?: TimeEntrySource },
): Promise<TimeEntry> {
  const clockIn = new Date(values.clockIn);
  const clockOut = values.clockOut === undefined ? new Date(clockIn.getTime() + 3_600_000) : values.clockOut === null ? null : new Date(values.clockOut);
  const repo = dataSource.getRepository(TimeEntry);
  const entry = repo.create({
    userId: values.userId,
    clockIn,
    clockOut,
    openUserId: clockOut === null ? values.userId : null,
    note: values.note ?? null,
    source: values.source ?? TimeEntrySource.ONLINE,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  });
  await repo.insert(entry);
  return entry;
}

/** The GraphQL punch input as the back-office sends it. */
export function punchInput(action: 'IN' | 'OUT', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { action, idempotencyKey: randomUUID(), ...overrides };
}

/** The punch mutation with every member of its result union. */
export const PUNCH_MUTATION = `mutation Punch($input: PunchInput!) {
  punch(input: $input) {
    __typename
    ... on TimeEntry { id userId clockIn clockOut note source }
    ... on PunchAlreadyOpenError { code message openEntry { id clockIn } }
    ... on NoOpenShiftError { code message }
    ... on PunchOutOfOrderError { code message }
  }
}`;
