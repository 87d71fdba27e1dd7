import { seedBlocks } from './blocks'
import { page } from './page-doc'
import { servicePages } from './service-pages'
import type { SeedDoc, SeedRefs } from './types'

/** A page of every page type, at the paths of spec §2. */
export const pages = (refs: SeedRefs): SeedDoc<'pages'>[] => {
  const b = seedBlocks(refs)
  const hero = b.hero
  return [
    page(
      'home',
      ['home', 'home'],
      ['Accueil', 'Home'],
      [
        hero(
          'Offrez la carte cadeau qui fait plaisir',
          'Plus de 200 cartes cadeaux, digitales ou physiques, pour vos proches ou vos collaborateurs.',
        ),
        b.topProducts(),
        b.mostChosen(
          'Les plus choisies',
          ['carte-cadeau-multi-enseignes', 'cinema-lumiere'],
          ['spa-serenite', 'bistrot-gourmand', 'librairie-du-coin', 'aventure-plein-air'],
        ),
        b.usps(),
        b.feature('imageRight'),
        b.hand(),
        b.testimonials(),
        b.queue('accueil-promotions'),
        b.handLink(),
        b.blog(),
      ],
      'Cartes cadeaux digitales et physiques : offrez, vérifiez votre solde et échangez votre carte.',
    ),
    // Home v2's template brings the h1 (the title, over its search box): no hero block.
    page(
      'home-v2',
      ['accueil-v2', 'home-v2'],
      ['Le cadeau qui laisse le choix', 'Het cadeau dat de keuze laat'],
      [
        b.heading(
          'Digital ou physique',
          'Digital en moins d’une heure, physique en 2 à 4 jours ouvrés.',
        ),
        b.images(),
        b.colored(
          'Cartes cadeaux pour les entreprises',
          'Remerciez vos équipes et vos clients avec des cartes personnalisées.',
          'Demander un devis',
          '/entreprise/',
        ),
        b.feature('imageTop'),
      ],
      undefined,
      'noindex',
    ),
    page(
      'landing',
      ['noel', 'kerst'],
      ['Noël', 'Kerst'],
      [
        hero('Noël approche : pensez carte cadeau', 'Commandé avant 17 h, expédié le jour même.'),
        b.imageBody(),
        b.embed(),
        b.products('Nos idées pour Noël', [
          'librairie-du-coin',
          'aventure-plein-air',
          'cinema-lumiere',
        ]),
        b.queue('accueil-promotions', ['restaurants']),
      ],
      'Nos idées de cartes cadeaux pour Noël.',
    ),
    page(
      'blank-gift-cards',
      ['cartes-cadeaux-vierges', 'blanco-cadeaukaarten'],
      ['Cartes cadeaux vierges', 'Blanco cadeaukaarten'],
      [
        b.text(
          'Des cartes à activer vous-même',
          'Commandez des lots de cartes vierges et activez-les au montant de votre choix.',
        ),
        b.image(),
      ],
    ),
    page(
      'blog',
      ['blog', 'blog'],
      ['Le blog', 'De blog'],
      [b.heading('Idées cadeaux et conseils', 'Nos articles pour trouver le bon cadeau.')],
    ),
    page(
      'business-form',
      ['entreprise', 'zakelijk'],
      ['Cartes cadeaux pour les entreprises', 'Zakelijke cadeaukaarten'],
      [b.feature('imageLeft'), b.usps(), b.contact()],
      'Cartes cadeaux pour vos salariés et vos clients.',
    ),
    page(
      'business-form-v2',
      ['offre-entreprise', 'zakelijk-aanbod'],
      ['Offre entreprise', 'Zakelijk aanbod'],
      [
        hero('Votre devis en 24 heures', 'De 50 à 2 000 cartes, personnalisées à vos couleurs.'),
        b.colored(
          'Un conseiller dédié',
          'Nous préparons votre commande et vos factures.',
          'Nous écrire',
          'mailto:entreprises@cartecadeau.example',
        ),
      ],
    ),
    page(
      'contacts',
      ['nous-contacter', 'contact'],
      ['Nous contacter', 'Contact'],
      [
        b.contact(),
        b.text(
          'Questions fréquentes',
          'Votre carte digitale n’est pas arrivée ? Vérifiez vos courriers indésirables, puis contactez-nous.',
        ),
      ],
    ),
    page(
      'activation',
      ['activer', 'activeren'],
      ['Activer une carte', 'Kaart activeren'],
      [
        b.text(
          'Activez votre carte',
          'Saisissez le numéro à 19 chiffres de votre carte et choisissez son montant. Elle est chargée sous 24 heures.',
        ),
      ],
    ),
    page(
      'activation-thank-you',
      ['activer/reussi', 'activeren/gelukt'],
      ['Carte activée', 'Kaart geactiveerd'],
      [
        b.text(
          'Merci !',
          'Votre demande d’activation est bien reçue. Vous recevrez une confirmation par e-mail.',
        ),
      ],
      undefined,
      'noindex',
    ),
    page(
      'giving-moments-overview',
      ['offrir-un-moment', 'geefmomenten'],
      ['Offrir un moment', 'Geefmomenten'],
      [b.heading('Une occasion, une carte', 'Trouvez l’inspiration pour chaque moment.')],
    ),
    page(
      'locations-overview',
      ['emplacements', 'locaties'],
      ['Où utiliser votre carte', 'Waar te gebruiken'],
      [
        b.text(
          'Plus de 5 000 points de vente',
          'Retrouvez les magasins et restaurants qui acceptent nos cartes cadeaux près de chez vous.',
        ),
      ],
    ),
    page(
      'products-overview',
      ['cartes-cadeaux', 'cadeaubonnen'],
      ['Toutes les cartes cadeaux', 'Alle cadeaubonnen'],
      [
        // No list: the categories' top lists stand in. No link: the full list follows the block.
        b.mostChosen(
          'Les plus choisies',
          ['carte-cadeau-multi-enseignes', 'spa-serenite'],
          [],
          false,
        ),
      ],
    ),
    page(
      'landing',
      ['categorie/toutes-les-cartes-cadeaux', 'categorie/alle-cadeaubonnen'],
      ['Toutes les catégories', 'Alle categorieën'],
      [
        b.text(
          'Une carte pour chaque envie',
          'Restaurants, bien-être, loisirs ou shopping : choisissez une catégorie et trouvez la carte cadeau qui fera plaisir.',
        ),
      ],
      'Toutes les catégories de cartes cadeaux : restaurants, bien-être, loisirs, shopping et plus encore.',
    ),
    page(
      'redeem-check',
      ['verifier-solde', 'saldocheck'],
      ['Vérifier le solde et échanger', 'Saldo checken en inwisselen'],
      [
        b.handLink(),
        b.text(
          'Comment ça marche ?',
          'Saisissez le numéro de carte et le code PIN, choisissez de nouvelles cartes, payez l’éventuelle différence.',
        ),
      ],
    ),
    page(
      'redeem-result',
      ['verifier-solde/resultat', 'saldocheck/resultaat'],
      ['Choisissez vos cartes', 'Kies je kaarten'],
      [b.text('Plus de 205 cartes à échanger', 'Chaque carte choisie vaut au moins 10 €.')],
      undefined,
      'noindex',
    ),
    page(
      'redeem-b2b-result',
      ['verifier-solde/resultat/entreprise', 'saldocheck/resultaat/entreprise'],
      ['Échange pour les entreprises', 'Inwisselen voor bedrijven'],
      [b.text('Une sélection pour vos équipes', 'Les cartes proposées par votre entreprise.')],
      undefined,
      'noindex',
    ),
    // The checkout's steps come with the checkout widget; its page already carries the checkout header.
    page(
      'landing',
      ['paiement', 'bestellen'],
      ['Paiement', 'Bestellen'],
      [
        b.text(
          'Vos coordonnées, la livraison, le paiement',
          'Vérifiez votre commande, choisissez la livraison et payez en toute sécurité.',
        ),
      ],
      undefined,
      'noindex-nofollow',
    ),
    // A promotion for mailings and ads, over the home page; not for search engines.
    page(
      'promo-pop-up',
      ['promo/noel', 'promo/kerst'],
      ['Noël : livré à temps', 'Kerst: op tijd bezorgd'],
      [
        b.colored(
          'Commandez avant le 20 décembre',
          'Les cartes physiques commandées avant le 20 décembre arrivent avant Noël ; les cartes digitales, en moins d’une heure.',
          'Voir les cartes cadeaux',
          '/cartes-cadeaux/',
        ),
      ],
      'Commandez vos cartes cadeaux de Noël à temps.',
      'noindex',
    ),
    ...servicePages(refs),
  ]
}
