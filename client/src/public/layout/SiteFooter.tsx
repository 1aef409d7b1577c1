import { Link } from 'react-router-dom';
import { telHref, useSiteConfig } from '../../lib/site-config';
import { FOOTER_LINKS } from './nav-links';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const { companyName, phone, email } = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className={styles['site-footer__columns']}>
        <section className="site-footer__column" aria-labelledby="footer-about-title">
          <h2 id="footer-about-title" className={styles['site-footer__title']}>
            {companyName}
          </h2>
          <p>Solutions locales pour vos besoins saisonniers et événementiels</p>
        </section>

        <section className="site-footer__column" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className={styles['site-footer__title']}>
            Contact
          </h2>
          <ul className={styles['site-footer__list']}>
            <li>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              <a href={telHref(phone)}>{phone}</a>
            </li>
          </ul>
        </section>

        <section className="site-footer__column" aria-labelledby="footer-social-title">
          <h2 id="footer-social-title" className={styles['site-footer__title']}>
            Réseaux sociaux
          </h2>
        </section>

        <nav className="site-footer__column" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className={styles['site-footer__title']}>
            Liens rapides
          </h2>
          <ul className={styles['site-footer__list']}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles['site-footer__copyright']}>{`© ${year} ${companyName}. Tous droits réservés.`}</p>
    </footer>
  );
}
