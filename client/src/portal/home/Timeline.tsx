import type { ClientRequestsQuery } from '../../graphql-public/graphql';
import { dateTime } from '../format';
import styles from '../Portal.module.css';

type Entry = ClientRequestsQuery['clientRequests'][number]['timeline'][number];

const ACTORS: Record<string, string> = { client: 'vous', staff: 'notre équipe', system: 'automatique' };

/** A request's history, oldest first. */
export function Timeline({ entries, label }: { entries: readonly Entry[]; label: string }) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {entries.map((entry, index) => (
        <li key={`${entry.kind}-${index}`} className={styles.timelineItem}>
          <span className={styles.timelineLabel}>{entry.label}</span>{' '}
          <span className={styles.muted}>
            <time dateTime={entry.at}>{dateTime(entry.at)}</time> · {entry.actor === 'client' && entry.actorName ? entry.actorName : (ACTORS[entry.actor] ?? entry.actor)}
          </span>
          {entry.message && <p className={styles.timelineMessage}>« {entry.message} »</p>}
        </li>
      ))}
    </ol>
  );
}
