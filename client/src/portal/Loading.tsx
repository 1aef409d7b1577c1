import styles from './Portal.module.css';

export function Loading() {
  return (
    <p className={styles.loading} role="status">
      Chargement…
    </p>
  );
}
