import type { StoreTexts } from '../stores/texts'

/** The Belgian store's content (CBBE) in French, as it is written in Belgium. */
export const belgianFrench: StoreTexts = {
  home: {
    // Not CBFR's 'Accueil': an admin's page list shows every store's home (found by title in e2e).
    title: 'Page d’accueil',
    description:
      'Bons cadeaux digitaux et physiques pour toute la Belgique : offrez, consultez votre solde ou échangez votre carte.',
    hero: {
      title: 'Le bon cadeau pour toute la Belgique',
      subtitle:
        'Digital dans votre boîte mail en moins d’une heure, ou en carte dans votre boîte aux lettres.',
    },
    usps: {
      title: 'Pourquoi choisir Cadeaubon ?',
      items: [
        'Commandé avant 17 h, envoyé le jour même',
        'Bon cadeau digital reçu en moins d’une heure',
        'Valable dans des centaines de magasins et de restaurants',
        'Paiement sécurisé avec Bancontact',
      ],
    },
    feature: {
      title: 'Un cadeau qui plaît à tous les coups',
      subtitle: 'Anniversaire, communion, mariage ou pension',
      body: 'Avec un bon cadeau, la personne gâtée choisit elle-même ce qui lui fait plaisir, quand cela lui convient.',
      link: { label: 'Découvrir toutes les occasions', route: '/giving-moments' },
    },
    hand: {
      title: 'Le bon cadeau au choix',
      body: 'Un seul bon, des centaines d’enseignes : de la librairie au sauna, du cinéma au restaurant.',
    },
    testimonials: {
      title: 'Nos clients en parlent',
      items: [
        {
          quote: 'Commandé à la dernière minute pour mon filleul, et reçu tout de suite.',
          author: 'Manon',
          role: 'Liège',
          rating: 5,
        },
        {
          quote: 'Idéal pour notre personnel : chacun choisit son cadeau.',
          author: 'Olivier',
          role: 'Gérant',
          rating: 5,
        },
        {
          quote: 'Un service clientèle aimable qui m’a vite dépanné.',
          author: 'Nadia',
          role: 'Namur',
          rating: 4,
        },
      ],
    },
    balance: {
      title: 'Consultez votre solde en un instant',
      body: 'Encodez le numéro à 19 chiffres et le code PIN de votre carte, puis échangez votre solde contre d’autres bons si vous le souhaitez.',
      link: { label: 'Consulter mon solde', route: '/redeem' },
    },
    blog: 'Inspiration et conseils',
  },
  landing: {
    slug: 'saint-nicolas',
    title: 'Saint-Nicolas',
    description: 'Des bons cadeaux pour la Saint-Nicolas : nos idées pour petits et grands.',
    hero: {
      title: 'Saint-Nicolas arrive en Belgique',
      subtitle: 'Un bon cadeau trouve sa place dans chaque soulier, même chez les grands.',
    },
    body: 'Vous hésitez ? Avec un bon cadeau, vous tombez toujours juste, pour petits et grands.',
    bullets: [
      'Cartes physiques commandées avant 17 h, livrées le lendemain',
      'Bon cadeau digital envoyé tout de suite par e-mail',
      'Message personnel jusqu’à 150 caractères',
    ],
    cta: {
      title: 'À temps pour le 6 décembre',
      body: 'Commandez vos cartes physiques au plus tard le 3 décembre pour les recevoir avant le grand Saint.',
      link: { label: 'Voir tous les bons cadeaux', route: '/gift-cards' },
    },
  },
  givingMoments: {
    title: 'Offrir un moment',
    subtitle: 'Pour chaque occasion, le bon cadeau qu’il faut.',
  },
  moment: {
    slug: 'anniversaire',
    title: 'Anniversaire',
    heroTitle: 'Un anniversaire à fêter ?',
    description: 'Offrez un bon cadeau et laissez la personne fêtée choisir ce qui lui fait envie.',
    section: {
      title: 'Toujours le bon cadeau d’anniversaire',
      paragraphs: [
        'Pour un collègue, votre marraine ou votre meilleure amie : un bon cadeau laisse le libre choix.',
      ],
    },
    cta: {
      title: 'À offrir dès aujourd’hui',
      body: 'Un bon cadeau digital arrive dans la boîte mail de la personne fêtée en moins d’une heure.',
      link: { label: 'Choisir un bon cadeau', route: '/gift-cards' },
    },
  },
  blog: {
    title: 'Blog',
    heading: 'Idées cadeaux et conseils',
    subtitle: 'Nos articles pour trouver le bon cadeau.',
  },
  post: {
    slug: 'idees-cadeaux-pour-les-fetes',
    title: 'Nos idées cadeaux pour les fêtes',
    excerpt: 'De la Saint-Nicolas au Nouvel An : un cadeau qui convient à chacun.',
    tipsTitle: 'Nos conseils',
    tips: [
      'Pensez aux loisirs de la personne à gâter',
      'Choisissez un montant adapté à l’occasion',
      'Ajoutez un message personnel',
      'En retard ? Offrez un bon cadeau digital',
    ],
    closing: 'Joyeuses fêtes !',
  },
  terms: {
    title: 'Conditions générales',
    description: 'Les conditions applicables aux commandes passées chez Cadeaubon.',
    sections: [
      {
        title: 'Champ d’application',
        paragraphs: ['Ces conditions s’appliquent à toute commande passée sur cadeaubon.be.'],
      },
      {
        title: 'Validité de votre bon cadeau',
        paragraphs: [
          'Un bon cadeau est valable au moins deux ans à partir de l’achat. Sa date d’échéance figure sur la carte.',
        ],
      },
      {
        title: 'Droit de rétractation',
        paragraphs: [
          'Vous pouvez annuler sans frais un bon cadeau inutilisé dans les 14 jours suivant sa réception.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    description: 'Comment Cadeaubon traite vos données personnelles.',
    sections: [
      {
        title: 'Les données que nous conservons',
        paragraphs: [
          'Nous ne conservons que ce qu’il faut pour livrer votre commande : votre nom, votre adresse et votre adresse e-mail.',
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          'Vous pouvez à tout moment consulter, rectifier ou effacer vos données. Écrivez-nous simplement un e-mail.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Déclaration de confidentialité et cookies',
    description: 'Les cookies qu’utilise Cadeaubon, et pourquoi.',
    sections: [
      {
        title: 'Cookies nécessaires',
        paragraphs: ['Ces cookies retiennent par exemple votre panier. Ils sont toujours actifs.'],
      },
      {
        title: 'Cookies analytiques',
        paragraphs: [
          'Avec votre accord, nous mesurons l’utilisation du site pour pouvoir l’améliorer.',
        ],
      },
    ],
  },
  delivery: {
    title: 'Livraison',
    description: 'Comment et quand vos bons cadeaux sont livrés.',
    sections: [
      {
        title: 'Bons cadeaux digitaux',
        paragraphs: [
          'Envoyés par e-mail en moins d’une heure, ou au jour et à l’heure de votre choix.',
        ],
      },
      {
        title: 'Bons cadeaux physiques',
        paragraphs: [
          'Commandés les jours ouvrables avant 17 h, envoyés le jour même par bpost.',
          'Envoi recommandé à partir de 300 €.',
        ],
      },
    ],
  },
  contact: {
    title: 'Nous contacter',
    description:
      'Une question sur votre commande ou votre bon cadeau ? Contactez notre service clientèle.',
    intro:
      'Une question sur une commande ou un bon cadeau ? Notre service clientèle vous répond les jours ouvrables.',
    faq: {
      title: 'Questions fréquentes',
      paragraphs: [
        'Votre bon cadeau digital n’est pas arrivé ? Vérifiez d’abord vos courriels indésirables, puis contactez-nous.',
      ],
    },
  },
}
