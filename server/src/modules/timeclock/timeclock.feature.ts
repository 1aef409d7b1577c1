import { defineFeature } from '../../kernel/feature';
import { PunchService } from './punch.service';
import { TimeEntryChange } from './time-entry-change.entity';
import { TimeEntry } from './time-entry.entity';
import { TimePunch } from './time-punch.entity';
import { TimeclockResolver } from './timeclock.resolver';
import { TimeclockService } from './timeclock.service';
import { timeclockPersonalData } from './timeclock.personal-data';
import { workedHours } from './worked-hours';

/** Employees' time clock: punches, entries, managers' corrections. */
export default defineFeature({
  name: 'timeclock',
  personalData: timeclockPersonalData,
  entities: [TimeEntry, TimePunch, TimeEntryChange],
  resolvers: [TimeclockResolver],
  offers: ['punch', 'workedHours'],
  // Period locks come from timesheets (periodLocks, declared in period-locks.ts): timeclock imports no feature above it.
  create: ({ dataSource, bus, use }) => {
    const periodLocks = use('periodLocks');
    const punch = new PunchService(dataSource, bus, periodLocks);
    return { provides: { punch, workedHours }, resolvers: () => [new TimeclockResolver(punch, new TimeclockService(dataSource, periodLocks))] };
  },
});
