import { defineFeature } from '../../kernel/feature';
import { PunchService } from './punch.service';
import { TimeEntryChange } from './time-entry-change.entity';
import { TimeEntry } from './time-entry.entity';
import { TimePunch } from './time-punch.entity';
import { TimeclockResolver } from './timeclock.resolver';
import { TimeclockService } from './timeclock.service';
import { timeclockPersonalData } from './timeclock.personal-data';

/** Employees' time clock: punches, entries, managers' corrections. */
export default defineFeature({
  name: 'timeclock',
  personalData: timeclockPersonalData,
  entities: [TimeEntry, TimePunch, TimeEntryChange],
  resolvers: [TimeclockResolver],
  offers: ['punch'],
  create: ({ dataSource, bus }) => {
    const punch = new PunchService(dataSource, bus);
    return { provides: { punch }, resolvers: () => [new TimeclockResolver(punch, new TimeclockService(dataSource))] };
  },
});
