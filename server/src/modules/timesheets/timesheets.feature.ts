import { defineFeature, periodic } from '../../kernel/feature';
import { ForgottenClockOutWorker } from './forgotten-clockout.worker';
import { periodLocks } from './period-lock';
import { TimesheetChange, TimesheetRecord } from './timesheet.entities';
import { TimesheetsResolver } from './timesheets.resolver';
import { TimesheetsService } from './timesheets.service';
import { timesheetsPersonalData } from './timesheets.personal-data';
import { timesheetsMoney } from './timesheets.money';

/** Pay-period timesheets (labour standards), approvals, forgotten clock-outs. */
export default defineFeature({
  name: 'timesheets',
  personalData: timesheetsPersonalData,
  entities: [TimesheetRecord, TimesheetChange],
  resolvers: [TimesheetsResolver],
  money: timesheetsMoney,
  settings: ['timesheets'],
  offers: ['periodLocks'],
  create: ({ dataSource, config, log, bus, use }) => ({
    provides: { periodLocks },
    resolvers: () => [new TimesheetsResolver(new TimesheetsService(dataSource, config.timesheets.labour, config.timesheets.forgottenClockOutHours, config.timesheets.vacation, bus))],
    // Forgotten clock-outs: alerts every run (one per entry), the automatic close once a day (job_run lease).
    workers: () => [
      periodic(
        new ForgottenClockOutWorker({ dataSource, log, hours: config.timesheets.forgottenClockOutHours, closeHour: config.timesheets.forgottenClockOutCloseHour, lifecycle: bus, mail: use('mail') }),
        config.timesheets.workerIntervalMs,
      ),
    ],
  }),
});
