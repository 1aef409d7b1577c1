import { PersonalDataHandler } from '../../kernel/personal-data';
import { TimesheetChange, TimesheetRecord } from './timesheet.entities';

const RULE = 'employment record (LNT register, 3 years): the approver’s name and comments stay with the timesheet';

/** Timesheets: who approved or reopened them and their comments (the hours are exported by the time clock). */
export const timesheetsPersonalData: PersonalDataHandler = {
  feature: 'timesheets',
  holds: [
    { entity: TimesheetRecord, columns: ['decidedByName', 'comment'], subject: 'staff', rule: RULE },
    { entity: TimesheetChange, columns: ['changedByName', 'comment'], subject: 'staff', rule: RULE },
  ],
};
