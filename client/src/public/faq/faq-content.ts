import { paths } from '../../lib/paths';
import { frenchSpacing } from '../../lib/text';

export interface FaqEntry {
  question: string;
  answer: string;
  /** An optional link shown after the answer (same site). */
  link?: { to: string; label: string };
}

export interface FaqSection {
  /** Anchor of the section; each question's anchor is this id, '-', and the slug of the question. */
  id: string;
  title: string;
  items: FaqEntry[];
}

const entry = (question: string, answer: string, link?: FaqEntry['link']): FaqEntry => ({
  question: frenchSpacing(question),
  answer: frenchSpacing(answer),
  link,
});

/**
 * The questions and answers (spec §2, /faq). Prices are those of spec §9, before taxes; the forms
 * always show the price in force, taxes included, before anything is paid or sent.
 */
export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    id: 'deneigement',
    title: 'Déneigement',
    items: [
      entry(
        'Quand commence la saison de déneigement ?',
        'La saison s’étend habituellement de novembre à avril. Les dates réelles dépendent de la météo : l’abonnement saisonnier couvre toutes les interventions nécessaires, de la première à la dernière neige de la saison, sans supplément selon la quantité de neige tombée.',
      ),
      entry(
        'Quelle est la différence entre l’abonnement saisonnier et le déneigement à la carte ?',
        'L’abonnement saisonnier (350 $ avant taxes) couvre le déneigement de votre trottoir pour toute la saison : nous passons après chaque chute de neige, sans que vous ayez à nous appeler. Le déneigement à la carte (80 $ avant taxes par visite) répond à un besoin ponctuel : une seule intervention, sans engagement.',
        { to: paths.snowQuote.href(), label: 'Obtenir une soumission de déneigement' },
      ),
      entry(
        'Combien coûtent l’abrasif et l’intervention urgente ?',
        'À la carte, l’épandage d’abrasif coûte 7 $ et l’intervention urgente, garantie en moins de 2 heures, 15 $ de plus. En abonnement, l’abrasif est appliqué à chaque visite pour 80 $ la saison (environ 2,60 $ par visite) et l’option urgence coûte 130 $ la saison (environ 4,30 $ par visite), avec priorité pendant les tempêtes. Ces prix sont avant taxes : la TPS (5 %) et la TVQ (9,975 %) s’ajoutent, et le total taxes incluses est affiché avant le paiement.',
      ),
      entry(
        'Desservez-vous mon adresse ?',
        'Le déneigement est offert à Trois-Rivières : le formulaire de commande vérifie que votre adresse s’y trouve. Nos services de location d’équipement événementiel et de ramassage couvrent aussi Shawinigan, Bécancour, Grand-Mère et les environs. Vous êtes à l’extérieur de cette zone ? Écrivez-nous, nous verrons ce qui est possible.',
      ),
      entry(
        'Comment se fait le paiement ?',
        'La commande se paie en ligne par carte de crédit ou de débit, sur la page de paiement sécurisée de notre fournisseur Stripe. Nous ne voyons jamais votre numéro de carte. Vous recevez ensuite une confirmation par courriel avec votre numéro de référence et votre facture, où la TPS et la TVQ sont détaillées.',
      ),
      entry(
        'Puis-je annuler ma commande ?',
        'Oui. L’annulation est gratuite jusqu’à 24 heures avant l’intervention prévue. Comme le contrat est conclu à distance, la Loi sur la protection du consommateur vous donne aussi des droits d’annulation précis, par exemple si le service n’a pas commencé dans les 30 jours suivant la date prévue. Tout remboursement est versé dans les 15 jours.',
        { to: paths.terms.href(), label: 'Lire les conditions d’annulation' },
      ),
    ],
  },
  {
    id: 'evenementiel',
    title: 'Événementiel',
    items: [
      entry(
        'Quel équipement peut-on louer pour un événement ?',
        'Nous louons des bacs roulants de 360 L, des barils métalliques fixes, des îlots de tri à trois voies, des toilettes chimiques et des stations de lavage des mains. Nous offrons aussi la livraison, le nettoyage après l’événement et du personnel sur place pour la gestion des matières résiduelles.',
      ),
      entry(
        'La livraison, l’installation et la récupération sont-elles incluses ?',
        'Oui. Avec le forfait livraison (60 $ aller-retour dans un rayon de 25 km), nous livrons l’équipement, l’installons aux emplacements convenus avec vous et le récupérons après l’événement. Au-delà de 25 km, nous vous indiquons le prix avant de confirmer la réservation.',
      ),
      entry(
        'Comment le prix de la location est-il calculé ?',
        'Chaque article est loué par jour : bac roulant 10 $, baril 7 $, îlot de tri 15 $, toilette chimique 135 $ et station de lavage 60 $, multipliés par la quantité et le nombre de jours de l’événement. S’ajoutent au besoin la livraison (60 $), le nettoyage après l’événement (80 $) et le personnel (35 $ l’heure). Les taxes sont en sus. Le formulaire calcule une estimation en direct; notre équipe vous confirme ensuite une soumission détaillée.',
        { to: paths.eventQuote.href(), label: 'Estimer mon événement' },
      ),
      entry(
        'Combien de toilettes et de bacs faut-il prévoir ?',
        'Comptez environ un bac roulant par 300 participants, un îlot de tri par 250, un baril par 150, une station de lavage par 200 et une toilette chimique par 300. À l’étape « Équipement et services », le formulaire vous propose automatiquement des quantités selon le nombre de participants et la superficie du site; vous pouvez les ajuster.',
      ),
      entry(
        'Combien de temps à l’avance faut-il réserver ?',
        'Le plus tôt possible : l’équipement est réservé dans l’ordre des confirmations. Pour les festivals et les grands événements d’été, nous recommandons de nous envoyer votre demande au moins un mois à l’avance. Pour une demande de dernière minute, écrivez-nous : nous ferons tout pour vous dépanner.',
      ),
      entry(
        'Travaillez-vous avec les municipalités et les entreprises ?',
        'Oui : festivals, événements municipaux, courses urbaines, foires commerciales ou événements privés. Indiquez le nom de votre organisation et son numéro d’entreprise du Québec (NEQ) dans le formulaire; vous recevez une copie du devis par courriel si vous le souhaitez, puis une facture à votre nom.',
      ),
    ],
  },
  {
    id: 'ramassage',
    title: 'Ramassage et encombrants',
    items: [
      entry(
        'Quels objets ramassez-vous ?',
        'Meubles, matelas, électroménagers, boîtes, articles de succession, résidus de grand ménage ou de déménagement : décrivez-les dans le formulaire. Nous ne prenons pas les matières dangereuses (peintures, solvants, huiles, bonbonnes de propane, produits chimiques); apportez-les à l’écocentre de votre municipalité.',
      ),
      entry(
        'Dans quel délai passez-vous ?',
        'Le ramassage se fait habituellement dans un délai de 24 à 72 h, selon l’urgence et vos disponibilités. En cas d’urgence (fin de bail, déménagement imminent, dégât d’eau), cochez « Intervention urgente » : nous pouvons souvent passer le jour même. Nous répondons à chaque demande en 24 h ou moins.',
      ),
      entry(
        'Combien coûte un ramassage ?',
        'La soumission en ligne est gratuite et sans engagement. Le prix dépend du volume, du poids, de l’étage et de l’accès (ascenseur ou escaliers); il comprend le transport, le tri et le dépôt à l’écocentre. Nous vous confirmons le prix, taxes incluses, avant le ramassage : vous n’avez aucune surprise.',
      ),
      entry(
        'Dois-je être présent lors du ramassage ?',
        'Pas forcément. Si les objets sont laissés dans un endroit accessible (entrée, garage, bord de la rue), précisez-le dans la description. Pour un logement ou une succession, une personne doit simplement nous donner accès aux lieux.',
      ),
      entry(
        'Que faites-vous des objets ramassés ?',
        'Tout est trié. Ce qui est en bon état est remis, dans la mesure du possible, à des organismes de réemploi de la région; le reste est déposé à l’écocentre pour être recyclé ou éliminé de façon responsable.',
      ),
      entry(
        'Comment puis-je payer ?',
        'Par carte ou par virement Interac, en ligne ou sur place, au moment qui vous convient. Vous recevez une facture en français où la TPS et la TVQ sont indiquées séparément.',
        { to: paths.pickup.href(), label: 'Demander un ramassage' },
      ),
    ],
  },
];
