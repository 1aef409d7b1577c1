import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SiteConfig } from '@shared/site-config';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';
import { telHref, useSiteConfig } from '../../lib/site-config';
import { LegalDocument, type LegalSection } from '../../ui/LegalDocument';
import styles from '../../ui/LegalDocument.module.css';

/**
 * The 14 sections of the terms (spec §2), written for a Québec business that sells at a distance
 * (Consumer Protection Act, distance contracts: QUEBEC.md §7.2).
 */
export function termsSections(site: SiteConfig): LegalSection[] {
  const { companyName, email, phone, address } = site;
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  const tel = <a href={telHref(phone)}>{phone}</a>;
  return [
    {
      id: 'introduction',
      title: 'Introduction',
      content: (
        <>
          <p>
            Les présentes conditions générales régissent l’utilisation du site de {companyName} et les services de
            déneigement, de location d’équipement événementiel et de ramassage d’encombrants que nous offrons en
            Mauricie. En envoyant une demande ou en passant une commande, vous les acceptez.
          </p>
          <p>
            Le commerçant est {companyName}, {address}. Téléphone&nbsp;: {tel}. Courriel&nbsp;: {mail}.
          </p>
          <p>
            Avant de conclure un contrat en ligne, vous voyez la description du service, le prix de chaque élément, les
            taxes et le total, les modalités de paiement, la date prévue de l’intervention et les présentes conditions
            d’annulation. Vous pouvez alors vérifier votre commande, la corriger, l’accepter ou la refuser. Une copie du
            contrat vous est envoyée par courriel au plus tard 15 jours après sa conclusion; vous pouvez aussi imprimer
            cette page à tout moment.
          </p>
        </>
      ),
    },
    {
      id: 'definitions',
      title: 'Définitions',
      content: (
        <dl className={styles['legal-definitions']}>
          <dt>Client</dt>
          <dd>La personne ou l’organisation qui demande ou commande un service; «&nbsp;vous&nbsp;».</dd>
          <dt>Entreprise</dt>
          <dd>{companyName}; «&nbsp;nous&nbsp;».</dd>
          <dt>Service</dt>
          <dd>Le déneigement, la location d’équipement événementiel ou le ramassage d’encombrants.</dd>
          <dt>Intervention</dt>
          <dd>Un passage de notre équipe&nbsp;: une visite de déneigement, une livraison ou un ramassage.</dd>
          <dt>Soumission</dt>
          <dd>
            L’estimation du prix d’un service, calculée en ligne ou préparée par notre équipe. Elle devient un contrat
            lorsque vous l’acceptez et, pour le déneigement, lorsque vous la payez.
          </dd>
          <dt>Abonnement saisonnier</dt>
          <dd>Le déneigement de votre trottoir pendant toute la saison, habituellement de novembre à avril.</dd>
          <dt>Déneigement à la carte</dt>
          <dd>Une seule visite de déneigement, sans engagement pour la suite.</dd>
        </dl>
      ),
    },
    {
      id: 'services',
      title: 'Services',
      content: (
        <>
          <p>
            <strong>Déneigement.</strong> Déneigement des trottoirs et des accès piétonniers à Trois-Rivières, à la
            carte ou par abonnement saisonnier, avec en option l’épandage d’abrasif et l’intervention urgente (en moins de
            2 heures après la demande, avec priorité pendant les tempêtes). Le prix de l’abonnement est fixe pour la
            saison&nbsp;: aucun supplément n’est facturé selon la quantité de neige tombée ni selon le prix du carburant.
          </p>
          <p>
            <strong>Location d’équipement événementiel.</strong> Bacs roulants, barils, îlots de tri, toilettes chimiques
            et stations de lavage, avec livraison, installation et récupération, nettoyage après l’événement et personnel
            sur demande. Le prix estimé en ligne est confirmé par une soumission détaillée de notre équipe.
          </p>
          <p>
            <strong>Ramassage d’encombrants et de successions.</strong> Soumission gratuite et sans engagement, ramassage
            habituellement dans un délai de 24 à 72 heures selon l’urgence, transport, tri et dépôt à l’écocentre inclus.
          </p>
          <p>
            Nous desservons Trois-Rivières, Shawinigan, Bécancour, Grand-Mère et les environs; le déneigement est offert
            à Trois-Rivières seulement.
          </p>
        </>
      ),
    },
    {
      id: 'tarifs-et-paiement',
      title: 'Tarifs et paiement',
      content: (
        <>
          <p>
            Les prix sont en dollars canadiens (CAD). Ceux qui sont affichés avant le total s’entendent avant taxes&nbsp;: la
            TPS (5&nbsp;%) et la TVQ (9,975&nbsp;%) s’y ajoutent et sont indiquées séparément. Le total taxes incluses
            est affiché avant que vous validiez votre commande, et c’est ce montant, calculé par nos systèmes, qui est
            facturé.
          </p>
          <p>
            Le paiement se fait par carte de crédit ou de débit, par virement Interac ou par tout autre mode que nous
            acceptons et que nous vous indiquons. Le déneigement se paie en ligne au moment de la commande, sur la page
            sécurisée de notre fournisseur de paiement; nous ne recevons jamais votre numéro de carte. La location
            d’équipement et le ramassage se paient selon les modalités indiquées dans la soumission acceptée, en ligne
            ou sur place.
          </p>
          <p>
            Vous recevez une facture en français qui indique nos numéros d’inscription aux fichiers de la TPS et de la
            TVQ.
          </p>
        </>
      ),
    },
    {
      id: 'annulation-et-remboursement',
      title: 'Annulation et remboursement',
      content: (
        <>
          <p>
            <strong>Annulation gratuite jusqu’à 24 heures avant l’intervention.</strong> Écrivez-nous à {mail} ou
            appelez-nous au {tel}; nous vous remboursons la totalité des sommes payées pour l’intervention annulée.
            Une annulation faite moins de 24 heures avant l’intervention peut entraîner la facturation des frais que nous
            avons réellement engagés (déplacement, préparation de l’équipement), sans jamais dépasser le prix prévu.
          </p>
          <p>
            <strong>Contrats conclus à distance (Internet ou téléphone).</strong> En plus de ce qui précède, la Loi sur
            la protection du consommateur permet au consommateur qui a acheté un service de déneigement à distance
            d’annuler (résoudre) le contrat, notamment&nbsp;:
          </p>
          <ul>
            <li>si le service n’a pas commencé dans les 30 jours suivant la date prévue au contrat;</li>
            <li>si nous ne vous avons pas envoyé une copie du contrat dans les 15 jours suivant sa conclusion;</li>
            <li>
              si des renseignements obligatoires ne vous ont pas été fournis avant la conclusion du contrat, dans les
              délais prévus par la loi.
            </li>
          </ul>
          <p>
            Il suffit de nous envoyer un avis d’annulation par tout moyen qui en garde la preuve, par exemple un courriel.
            Nous vous remboursons toutes les sommes payées, y compris les frais accessoires, dans les 15 jours suivant
            l’annulation, par le même mode de paiement. Si vous avez payé par carte de crédit et que nous ne vous
            remboursons pas dans ce délai, vous pouvez demander le remboursement à l’émetteur de votre carte.
          </p>
          <p>
            L’abonnement saisonnier annulé après le début de la saison est remboursé au prorata de la période de service
            qui reste.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilites-du-client',
      title: 'Responsabilités du client',
      content: (
        <ul>
          <li>Fournir des renseignements exacts et complets (adresse, coordonnées, description des objets ou de l’événement).</li>
          <li>
            Rendre les lieux accessibles&nbsp;: aucun véhicule ni objet sur le trottoir à déneiger, et les obstacles cachés
            sous la neige (bordures, aménagements, boîtiers) signalés par des repères.
          </li>
          <li>
            Pour un événement&nbsp;: obtenir les autorisations nécessaires, prévoir un accès pour nos véhicules et utiliser
            l’équipement loué selon sa destination, dont vous avez la garde entre la livraison et la récupération.
          </li>
          <li>
            Pour un ramassage&nbsp;: avoir le droit de disposer des objets (par exemple comme liquidateur d’une succession) et
            ne pas y inclure de matières dangereuses.
          </li>
          <li>Payer les services selon les modalités convenues.</li>
        </ul>
      ),
    },
    {
      id: 'limitations',
      title: 'Limitations',
      content: (
        <>
          <p>
            Le déneigement dépend de la météo. Lors de fortes précipitations, de verglas ou d’une interdiction
            municipale, nos interventions peuvent être retardées; les interventions urgentes gardent la priorité.
            L’abrasif réduit les risques de chute mais ne peut garantir une surface sans glace entre deux passages.
          </p>
          <p>
            Les estimations calculées en ligne pour la location d’équipement et le ramassage sont indicatives tant que
            notre équipe ne les a pas confirmées. Les quantités proposées par le formulaire événementiel sont des
            suggestions, que vous restez libre d’ajuster.
          </p>
          <p>
            Nous faisons tout pour que le site soit disponible en tout temps, sans pouvoir garantir qu’il le soit sans
            interruption.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      content: (
        <>
          <p>
            Nos activités sont couvertes par une assurance responsabilité civile. Signalez-nous tout dommage dans les
            48 heures suivant l’intervention, si possible avec des photos, afin que nous puissions le constater.
          </p>
          <p>
            Dans la mesure permise par la loi, notre responsabilité est limitée au montant payé pour le service en cause.
            Cette limite ne s’applique pas au préjudice corporel ou moral, ni au préjudice causé par une faute
            intentionnelle ou lourde, et elle ne prive pas le consommateur des droits que lui accorde la Loi sur la
            protection du consommateur.
          </p>
        </>
      ),
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      content: (
        <p>
          Les textes, le nom, la marque, les éléments graphiques et le code du site appartiennent à {companyName} ou à
          ses concédants. Vous pouvez consulter et imprimer les pages pour votre usage personnel; toute autre
          reproduction demande notre autorisation écrite.
        </p>
      ),
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      content: (
        <p>
          Nous recueillons seulement les renseignements nécessaires pour répondre à vos demandes et fournir nos
          services, conformément à la Loi sur la protection des renseignements personnels dans le secteur privé. Notre{' '}
          <Link to={paths.privacy.href()}>politique de confidentialité</Link> explique ce que nous recueillons, pourquoi,
          combien de temps nous le conservons, avec qui nous le partageons et comment exercer vos droits.
        </p>
      ),
    },
    {
      id: 'force-majeure',
      title: 'Force majeure',
      content: (
        <p>
          Nous ne sommes pas responsables d’un retard ou d’une inexécution causés par une force majeure au sens du Code
          civil du Québec&nbsp;: tempête exceptionnelle, panne générale, fermeture de routes, ordre d’une autorité publique,
          sinistre. Nous vous en informons dès que possible, puis nous reportons l’intervention ou vous remboursons la
          partie du service qui n’a pas été rendue.
        </p>
      ),
    },
    {
      id: 'modifications',
      title: 'Modifications',
      content: (
        <p>
          Nous pouvons modifier les présentes conditions; la date de mise à jour figure en haut de la page. Une
          commande reste régie par les conditions acceptées au moment où elle a été passée&nbsp;: une modification ne
          s’applique pas à un contrat en cours, comme un abonnement saisonnier, sans votre accord.
        </p>
      ),
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      content: (
        <p>
          Les présentes conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s’y
          appliquent. Les montants sont exprimés et payables en dollars canadiens (CAD). Tout différend relève des
          tribunaux du Québec, sans priver le consommateur du droit d’intenter un recours devant le tribunal de son
          domicile. La version française des présentes fait foi.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      content: (
        <>
          <p>Pour toute question sur ces conditions, une annulation ou une plainte&nbsp;:</p>
          <ul>
            <li>courriel&nbsp;: {mail}</li>
            <li>téléphone&nbsp;: {tel}</li>
            <li>adresse&nbsp;: {address}</li>
          </ul>
          <p>
            <Link to={paths.pickup.href()}>Contactez-nous par notre formulaire de demande</Link>.
          </p>
        </>
      ),
    },
  ];
}

/** /conditions-generales — terms of use (spec §2). */
export function TermsPage() {
  usePageMeta();
  const site = useSiteConfig();
  // The date the page is viewed (spec §2), fixed for the life of the page.
  const [viewedOn] = useState(() => new Date());
  return (
    <LegalDocument
      title="Conditions générales d’utilisation"
      updated={viewedOn}
      lead={<p>Ce que vous pouvez attendre de nous, et ce que nous attendons de vous, en termes clairs.</p>}
      sections={termsSections(site)}
    />
  );
}
