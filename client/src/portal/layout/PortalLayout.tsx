import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ClientSignOutDocument } from '../../graphql-public/graphql';
import { errorMessage } from '../../lib/errors/error-message';
import { useGraphQLMutation } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { usePortalSession } from '../portal-session';
import { sectionHref } from '../section';
import { PORTAL_SECTIONS } from '../sections.generated';
import styles from '../Portal.module.css';

/** The signed-in portal: title, who is signed in, the sections' menu (from PORTAL_SECTIONS), sign-out. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { profile, signedOut } = usePortalSession();
  const [signOut, { loading }] = useGraphQLMutation(ClientSignOutDocument);
  const [error, setError] = useState<string | null>(null);

  const leave = async () => {
    setError(null);
    try {
      await signOut();
      signedOut();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Mon espace client</h1>
          <p className={styles.muted}>
            Connecté avec <strong>{profile.email}</strong>
          </p>
        </div>
        <Button variant="secondary" onClick={() => void leave()} disabled={loading}>
          Me déconnecter
        </Button>
      </header>
      {error && (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      )}
      <nav aria-label="Mon espace client" className={styles.sections}>
        <ul className={styles.sectionList}>
          {PORTAL_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={sectionHref(section)} end className={({ isActive }) => (isActive ? `${styles.sectionLink} ${styles.sectionLinkActive}` : styles.sectionLink)}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
