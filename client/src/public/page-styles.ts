/**
 * The public pages' CSS Modules, imported here by the entry (main.tsx) as well as by their
 * components, and used (PUBLIC_PAGE_STYLES, read by main.tsx: Vite drops a CSS Module import whose
 * classes are not used): Vite then writes their rules into the entry's one stylesheet, which the server
 * inlines in every page (server/src/web/spa.ts), so a prerendered page paints styled at once, as
 * before the move into modules, instead of waiting for its lazy chunk's stylesheet. A new public
 * component's module belongs here; back-office modules do not (they load with the back-office). The
 * field family's modules are here too: public forms use it (PasswordField comes along with it).
 */
import copyLinkButtonStyles from '../ui/CopyLinkButton.module.css';
import fileFieldStyles from '../ui/FileField.module.css';
import infoTipStyles from '../ui/InfoTip.module.css';
import legalDocumentStyles from '../ui/LegalDocument.module.css';
import modalStyles from '../ui/Modal.module.css';
import passwordFieldStyles from '../ui/PasswordField.module.css';
import toastStyles from '../ui/Toast.module.css';
import siteHeaderStyles from './layout/SiteHeader.module.css';
import quickRequestTabStyles from './layout/QuickRequestTab.module.css';
import siteFooterStyles from './layout/SiteFooter.module.css';
import homePageStyles from './home/HomePage.module.css';
import pickupPageStyles from './pickup/PickupPage.module.css';
import servicesPageStyles from './services/ServicesPage.module.css';
import faqPageStyles from './faq/FaqPage.module.css';
import eventWizardStyles from './events/EventWizard.module.css';
import equipmentAvailabilityStyles from './events/EquipmentAvailability.module.css';
import snowQuoteStyles from './snow/SnowQuote.module.css';
import confirmationStyles from './confirmation/Confirmation.module.css';
import notFoundPageStyles from './not-found/NotFoundPage.module.css';
import botCheckStyles from './bot-check/BotCheck.module.css';

export const PUBLIC_PAGE_STYLES: readonly CSSModuleClasses[] = [
  copyLinkButtonStyles,
  fileFieldStyles,
  infoTipStyles,
  legalDocumentStyles,
  modalStyles,
  passwordFieldStyles,
  toastStyles,
  siteHeaderStyles,
  quickRequestTabStyles,
  siteFooterStyles,
  homePageStyles,
  pickupPageStyles,
  servicesPageStyles,
  faqPageStyles,
  eventWizardStyles,
  equipmentAvailabilityStyles,
  snowQuoteStyles,
  confirmationStyles,
  notFoundPageStyles,
  botCheckStyles,
];
