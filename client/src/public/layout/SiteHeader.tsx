import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { telHref, useSiteConfig } from '../../lib/site-config';
import { MAIN_LINKS, MOBILE_LINKS, PORTAL_LINK, splitBrand } from './nav-links';
import { MenuToggle, useMenuDisclosure } from '../../ui/MenuDisclosure';
import styles from './SiteHeader.module.css';

const MOBILE_MENU_ID = 'menu-mobile';

const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav__link nav__link--active' : 'nav__link');

export function SiteHeader() {
  const { companyName, phone } = useSiteConfig();
  const [brandFirst, brandRest] = splitBrand(companyName);
  // The menu is open for the page it was opened on: any navigation closes it.
  const menu = useMenuDisclosure();

  return (
    <header className="site-header">
      <div className={styles['site-header__bar']}>
        <Link to={paths.home.href()} className="brand">
          <span className="brand__first">{brandFirst}</span>
          {brandRest && (
            <>
              {' '}
              <span className="brand__rest">{brandRest}</span>
            </>
          )}
        </Link>

        <nav className={styles['main-nav']} aria-label="Navigation principale">
          <ul className={styles['main-nav__list']}>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <Link to={PORTAL_LINK.to} className={styles.portalLink}>
          {PORTAL_LINK.label}
        </Link>

        <a className={styles['site-header__phone']} href={telHref(phone)}>
          <PhoneIcon />
          <span className="visually-hidden">Téléphone : </span>
          {phone}
        </a>

        <MenuToggle menu={menu} controls={MOBILE_MENU_ID} className={styles['menu-toggle']} label="Menu" labelClassName="menu-toggle__label" />
      </div>

      <nav id={MOBILE_MENU_ID} className={styles['mobile-menu']} aria-label="Menu mobile" hidden={!menu.open}>
        <ul className={styles['mobile-menu__list']}>
          {MOBILE_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={navLinkClass} onClick={menu.close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function PhoneIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
