import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClassName } from '../../ui/Button';
import styles from './NotFoundPage.module.css';

/** Any unknown path (inside the public layout); the server already answered it with HTTP 404. */
export function NotFoundPage() {
  usePageMeta();
  return (
    <div className="page not-found">
      <h1 className={styles['not-found__title']}>
        <span className={styles['not-found__code']}>404</span>{' '}
        <span className={styles['not-found__message']}>Erreur critique : Fichier introuvable...</span>
      </h1>
      <div className={styles['not-found__actions']}>
        <Link to={paths.home.href()} className={buttonClassName('primary')}>
          Retour à l’accueil
        </Link>
        <Link to={paths.faq.href()} className={buttonClassName('secondary')}>
          Consulter la FAQ
        </Link>
      </div>
    </div>
  );
}
