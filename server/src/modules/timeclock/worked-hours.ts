import type { EntityManager } from 'typeorm';
import type { WorkedHours } from '../users/users.public';
import { TimeEntry } from './time-entry.entity';
import { TimePunch } from './time-punch.entity';

/**
 * What the staff accounts ask before erasing one (users.public.ts, offered as `workedHours`): a
 * person's time entries and punches are payroll records, so their account is closed instead.
 */
export const workedHours: WorkedHours = {
  async exist(em: EntityManager, userId: number): Promise<boolean> {
    const entries = await em.getRepository(TimeEntry).exists({ where: { userId } });
    return entries || (await em.getRepository(TimePunch).exists({ where: { userId } }));
  },
};
