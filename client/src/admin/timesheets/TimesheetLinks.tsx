import { Link } from 'react-router-dom';
import { adminPaths } from '../../app/paths';
import { timesheetsFr } from './timesheets.texts';
import styles from './Timesheets.module.css';

/** From the punch page (French only, like the rest of that page): my timesheet, and for managers the approvals. */
export function TimesheetLinks({ canApprove }: { canApprove: boolean }) {
  return (
    <nav className={styles.links} aria-label={timesheetsFr.myTitle}>
      <Link to={adminPaths.timesheet.href()}>{timesheetsFr.myTitle}</Link>
      {canApprove && <Link to={adminPaths.timesheetApprovals.href()}>{timesheetsFr.approvalsTitle}</Link>}
    </nav>
  );
}
