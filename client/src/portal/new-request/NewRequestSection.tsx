import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { buttonClassName } from '../../ui/Button';
import { usePortalSession } from '../portal-session';
import { prefillQuery } from '../../lib/prefill';
import styles from '../Portal.module.css';

/** The three request forms, prefilled with the profile (e-mail, name, phone, address). */
export function NewRequestSection() {
  const { profile } = usePortalSession();
  const query = prefillQuery(profile);
  const forms = [
    { to: paths.pickup.href(), title: 'Ramassage d’encombrants', text: 'Meubles, électroménagers, successions : soumission gratuite.' },
    { to: paths.eventQuote.href(), title: 'Équipement événementiel', text: 'Bacs, barils, îlots de tri, toilettes et stations de lavage.' },
    { to: paths.snowQuote.href(), title: 'Déneigement', text: 'Déneigement de trottoirs à la carte ou à la saison.' },
  ];
  return (
    <section aria-labelledby="portal-new-title" className={styles.stack}>
      <h2 id="portal-new-title" className={styles.sectionTitle}>
        Nouvelle demande
      </h2>
      <p>Vos coordonnées sont déjà remplies ; vérifiez-les avant d’envoyer.</p>
      <ul className={styles.cards}>
        {forms.map((form) => (
          <li key={form.to} className={`card ${styles.card}`}>
            <h3 className={styles.cardTitle}>{form.title}</h3>
            <p>{form.text}</p>
            <Link to={`${form.to}?${query}`} className={buttonClassName('primary')}>
              Commencer : {form.title.toLowerCase()}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
