import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import styles from './QuickRequestTab.module.css';

/**
 * The fixed vertical tab on the right edge; its text unfolds on hover and keyboard focus. It sits in
 * its own complementary landmark, so that every part of the page belongs to a landmark.
 */
export function QuickRequestTab() {
  return (
    <aside aria-label="Demande rapide">
      <Link to={paths.pickup.href()} className="quick-tab" aria-label="Demande rapide">
        <svg className="icon quick-tab__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            d="M3 6h18v12H3zM3 7l9 6 9-6"
          />
        </svg>
        <span className={styles['quick-tab__label']}>Demande rapide</span>
      </Link>
    </aside>
  );
}
