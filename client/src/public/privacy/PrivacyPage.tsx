import { PRIVACY_PAGE_TEXTS } from '@shared/privacy.messages.fr';
import { Link } from 'react-router-dom';
import type { SiteConfig } from '@shared/site-config';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';
import { telHref, useSiteConfig } from '../../lib/site-config';
import { LegalDocument, type LegalSection } from '../../ui/LegalDocument';
import styles from '../../ui/LegalDocument.module.css';

/** Date of this version of the policy (change it with the text). */
export const PRIVACY_POLICY_DATE = new Date(2026, 10, 22);

/** Title of the person in charge of the protection of personal information (Law 25: by default the highest authority). */
export const PRIVACY_OFFICER_TITLE = 'la présidente ou le président';

/**
 * The privacy policy, in plain language, for Québec's Act respecting the protection of personal
 * information in the private sector as amended by Law 25 (QUEBEC.md §7.3).
 */
export function privacySections(site: SiteConfig): LegalSection[] {
  const { companyName, email, phone, address, retentionMonths, geoCity } = site;
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  const tel = <a href={telHref(phone)}>{phone}</a>;
  return [
    {
      id: 'responsable',
      title: 'Responsable de la protection des renseignements personnels',
      content: (
        <>
          <p>
            {companyName} est responsable des renseignements personnels qu’elle recueille. La personne responsable de
            leur protection est <strong>{PRIVACY_OFFICER_TITLE} de {companyName}</strong>. Pour la joindre&nbsp;:
          </p>
          <ul>
            <li>courriel&nbsp;: {mail} (objet&nbsp;: «&nbsp;Renseignements personnels&nbsp;»)</li>
            <li>téléphone&nbsp;: {tel}</li>
            <li>adresse&nbsp;: {address}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'renseignements-recueillis',
      title: 'Renseignements que nous recueillons',
      content: (
        <>
          <p>Nous recueillons seulement ce qui est nécessaire, directement auprès de vous, au moyen de nos formulaires.</p>
          <dl className={styles['legal-definitions']}>
            <dt>Demande de ramassage</dt>
            <dd>
              Nom complet, téléphone, courriel, adresse, étage, présence d’un ascenseur, urgence, description des objets
              et, si vous en ajoutez, le nom des fichiers de vos photos (les photos elles-mêmes ne nous sont pas
              transmises par le formulaire).
            </dd>
            <dt>Soumission événementielle</dt>
            <dd>
              Nom, type, adresse, dates, superficie et nombre de participants et de zones de l’événement, vos
              commentaires, l’équipement et les services choisis, ainsi que le nom de votre organisation, son numéro
              d’entreprise du Québec (NEQ), votre courriel, votre téléphone et le site Web de l’organisation.
            </dd>
            <dt>Commande de déneigement</dt>
            <dd>
              Adresse à déneiger, courriel, type de service, options choisies et votre note, le cas échéant. Le paiement
              est fait sur la page de notre fournisseur de paiement&nbsp;: nous ne recevons jamais votre numéro de carte, mais
              seulement la confirmation du paiement, son montant et sa référence.
            </dd>
            <dt>Comptes du personnel et pointage</dt>
            <dd>
              Pour nos employés&nbsp;: nom, courriel, rôle, mot de passe (conservé seulement sous une forme chiffrée
              irréversible), heures d’arrivée et de départ, notes de pointage et journaux de connexion. Le pointage ne
              recueille aucune donnée de localisation.
            </dd>
            <dt>Visites du site</dt>
            <dd>Des mesures d’audience anonymes, sans témoin (voir la section <a href="#mesure-d-audience">Mesure d’audience sans témoins</a>).</dd>
          </dl>
        </>
      ),
    },
    {
      id: 'fins',
      title: 'Pourquoi nous les utilisons',
      content: (
        <>
          <ul>
            <li>répondre à vos demandes et préparer vos soumissions;</li>
            <li>planifier et réaliser les interventions, et vous en informer par courriel ou par téléphone;</li>
            <li>encaisser les paiements, émettre les factures et respecter nos obligations fiscales;</li>
            <li>gérer les horaires, les heures travaillées et la paie de notre personnel;</li>
            <li>assurer la sécurité du site et prévenir la fraude;</li>
            <li>améliorer le site à partir de statistiques de visite anonymes.</li>
          </ul>
          <p>
            Nous ne vendons pas vos renseignements et ne les utilisons pas à des fins de prospection sans votre
            consentement distinct. Aucune décision vous concernant n’est prise uniquement par un traitement automatisé.
          </p>
        </>
      ),
    },
    {
      id: 'consentement',
      title: 'Consentement',
      content: (
        <p>
          En envoyant un formulaire, vous consentez à l’utilisation de vos renseignements pour traiter cette demande,
          et seulement pour cela. Les champs obligatoires sont indiqués; les autres sont facultatifs. Vous pouvez retirer
          votre consentement en tout temps en nous écrivant, sous réserve de ce que la loi nous oblige à conserver (par
          exemple, les factures).
        </p>
      ),
    },
    {
      id: 'communication-a-des-tiers',
      title: 'Communication à des tiers et hors du Québec',
      content: (
        <>
          <p>
            Seuls les membres de notre personnel qui en ont besoin pour leur travail ont accès à vos renseignements. Nous
            les confions aussi à des fournisseurs qui agissent pour notre compte, sous contrat écrit, et seulement pour
            ce service&nbsp;:
          </p>
          <ul>
            <li>
              <strong>Stripe</strong>, notre fournisseur de paiement, qui traite les paiements par carte;
            </li>
            <li>notre fournisseur d’envoi de courriels, pour les confirmations et les soumissions;</li>
            <li>notre hébergeur et nos services de sauvegarde.</li>
          </ul>
          <p>
            <strong>Vos renseignements peuvent être traités à l’extérieur du Québec</strong>, notamment ailleurs au
            Canada et aux États-Unis, où se trouvent des serveurs de Stripe. Avant toute communication hors du Québec,
            nous évaluons les facteurs relatifs à la vie privée et nous nous assurons par contrat que vos renseignements
            y reçoivent une protection adéquate.
          </p>
          <p>Nous ne communiquons vos renseignements à personne d’autre, sauf si la loi l’exige ou le permet.</p>
        </>
      ),
    },
    {
      id: 'conservation',
      title: 'Durée de conservation',
      content: (
        <>
          <ul>
            <li>
              demandes de ramassage et soumissions événementielles&nbsp;: {retentionMonths}&nbsp;mois après notre dernier
              échange; elles sont ensuite anonymisées (nom, coordonnées, adresse, description et commentaires supprimés)
              et ne servent plus qu’à des statistiques;
            </li>
            <li>
              commandes, contrats de déneigement, factures, notes de crédit et paiements&nbsp;: 6 ans après la fin de
              l’année financière concernée, comme l’exigent les lois fiscales; ils sont ensuite anonymisés (seuls les
              montants, les dates et les références restent);
            </li>
            <li>
              passages de déneigement (adresse, note, raison d’un passage impossible, position et photo)&nbsp;:{' '}
              {retentionMonths}&nbsp;mois après le passage, puis effacés (la date et l’état restent);
            </li>
            <li>
              profil de l’espace client&nbsp;: {retentionMonths}&nbsp;mois après sa dernière modification; demandes de
              lien de connexion (adresse courriel et adresse IP)&nbsp;: 24&nbsp;heures;
            </li>
            <li>
              comptes du personnel&nbsp;: pendant l’emploi, puis supprimés dans les 12 mois suivant le départ; les
              registres de présence et de paie sont conservés au moins 3 ans, et jusqu’à 6 ans lorsqu’ils servent de
              pièces justificatives fiscales;
            </li>
            <li>statistiques de visite&nbsp;: au plus 13 mois, puis seulement sous forme de totaux;</li>
            <li>journaux techniques de sécurité&nbsp;: 12 mois.</li>
          </ul>
          <p>À la fin de ces délais, les renseignements sont détruits ou anonymisés de façon sécuritaire.</p>
        </>
      ),
    },
    {
      id: 'mesure-d-audience',
      title: 'Mesure d’audience sans témoins',
      content: (
        <>
          <p>
            Le site public ne dépose aucun témoin (cookie) dans votre navigateur et n’utilise aucun outil publicitaire ni
            de pistage d’un tiers. Pour compter nos visites, notre propre serveur enregistre la page consultée, la date
            et l’heure, le site d’où vous venez (ou la campagne indiquée dans le lien) et le type d’appareil (ordinateur,
            tablette ou mobile).{' '}
            {geoCity
              ? 'Votre ville approximative est déduite de votre adresse IP au moment de la visite, sur notre serveur, à partir d’une base de données de localisation; seule la ville est enregistrée.'
              : 'Aucune localisation n’est déterminée.'}{' '}
            Ces données sont effacées après 13 mois.
          </p>
          <p>
            <strong>Votre adresse IP n’est jamais enregistrée.</strong> Pour distinguer les visiteurs d’une même
            journée, le serveur calcule une empreinte à sens unique (un hachage) à partir de l’adresse IP, du navigateur
            et d’une clé secrète qui change chaque jour et est détruite le lendemain. Cette empreinte ne permet pas de vous
            identifier ni de vous reconnaître d’un jour à l’autre.
          </p>
        </>
      ),
    },
    {
      id: 'securite',
      title: 'Sécurité',
      content: (
        <p>
          Le site est servi exclusivement de façon chiffrée (HTTPS), l’accès aux renseignements est limité selon le rôle
          de chaque employé, les mots de passe sont conservés sous une forme chiffrée irréversible et les données sont
          sauvegardées. Nous tenons un registre des incidents de confidentialité et, si un incident présente un risque
          de préjudice sérieux, nous en avisons la Commission d’accès à l’information et les personnes concernées.
        </p>
      ),
    },
    {
      id: 'vos-droits',
      title: 'Vos droits',
      content: (
        <>
          <p>Vous pouvez en tout temps nous demander&nbsp;:</p>
          <ul>
            <li>
              <strong>l’accès</strong> aux renseignements que nous détenons sur vous;
            </li>
            <li>
              leur <strong>rectification</strong> s’ils sont inexacts, incomplets ou équivoques;
            </li>
            <li>
              leur <strong>suppression</strong>, ou la cessation de leur diffusion (désindexation), lorsque la loi le
              permet, et le retrait de votre consentement;
            </li>
            <li>
              leur <strong>portabilité</strong>&nbsp;: une copie dans un format technologique structuré et couramment
              utilisé, remise à vous ou à l’organisation de votre choix.
            </li>
          </ul>
          <p>
            Écrivez au responsable à {mail}. Nous vérifierons votre identité, puis nous vous répondrons par écrit dans les
            30 jours. Ces démarches sont gratuites.
          </p>
          <p>{PRIVACY_PAGE_TEXTS.portal}</p>
          <p>{PRIVACY_PAGE_TEXTS.byStaff}</p>
          <p>{PRIVACY_PAGE_TEXTS.deletion}</p>
          <p>{PRIVACY_PAGE_TEXTS.marketing}</p>
        </>
      ),
    },
    {
      id: 'plainte',
      title: 'Plainte',
      content: (
        <p>
          Si vous êtes insatisfait de la façon dont nous traitons vos renseignements, écrivez d’abord au responsable&nbsp;: nous
          examinerons votre plainte et vous répondrons par écrit. Vous pouvez aussi vous adresser à la Commission d’accès
          à l’information du Québec (<a href="https://www.cai.gouv.qc.ca">cai.gouv.qc.ca</a>).
        </p>
      ),
    },
    {
      id: 'modifications',
      title: 'Modifications de la politique',
      content: (
        <p>
          Nous mettrons cette politique à jour lorsque nos pratiques changeront; la date de la dernière version figure
          en haut de la page. Les changements importants sont annoncés sur le site avant leur entrée en vigueur.
        </p>
      ),
    },
    {
      id: 'nous-joindre',
      title: 'Nous joindre',
      content: (
        <p>
          Pour toute question sur cette politique, écrivez à {mail} ou appelez au {tel}. Pour une demande de service,
          utilisez plutôt notre <Link to={paths.pickup.href()}>formulaire de demande</Link>; voir aussi nos{' '}
          <Link to={paths.terms.href()}>conditions générales</Link>.
        </p>
      ),
    },
  ];
}

/** /politique-de-confidentialite — privacy policy (Law 25). */
export function PrivacyPage() {
  usePageMeta();
  const site = useSiteConfig();
  return (
    <LegalDocument
      title="Politique de confidentialité"
      updated={PRIVACY_POLICY_DATE}
      lead={
        <p>
          Comment {site.companyName} recueille, utilise, conserve et protège vos renseignements personnels, et comment
          exercer vos droits.
        </p>
      }
      sections={privacySections(site)}
    />
  );
}
