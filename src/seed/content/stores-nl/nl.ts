import type { StoreTexts } from '../stores/texts'

/** The Dutch store's content (CBNL), in Dutch as it is written in the Netherlands. */
export const dutchDutch: StoreTexts = {
  home: {
    title: 'Home',
    description:
      'Digitale en fysieke cadeaubonnen: geef een cadeaubon, check je saldo en wissel je kaart in.',
    hero: {
      title: 'Cadeaubonnen voor iedereen in Nederland',
      subtitle: 'Digitaal binnen een uur in de mailbox of als mooie kaart op de deurmat.',
    },
    usps: {
      title: 'Waarom een cadeaubon van Cadeaubon?',
      items: [
        'Voor 17.00 uur besteld, vandaag verstuurd',
        'Digitale cadeaubon binnen een uur in je mailbox',
        'Te besteden bij honderden winkels en restaurants',
        'Veilig betalen met iDEAL',
      ],
    },
    feature: {
      title: 'Een cadeau dat altijd goed valt',
      subtitle: 'Verjaardag, geboorte, pensioen of zomaar',
      body: 'Met een cadeaubon kiest de ontvanger zelf wat hij of zij het leukst vindt, op het moment dat het uitkomt.',
      link: { label: 'Bekijk alle geefmomenten', route: '/giving-moments' },
    },
    hand: {
      title: 'De keuzecadeaubon',
      body: 'Eén cadeaubon, honderden winkels: van boekwinkel tot wellness en van bioscoop tot restaurant.',
    },
    testimonials: {
      title: 'Wat onze klanten zeggen',
      items: [
        {
          quote: 'Vergeten dat mijn zus jarig was. Binnen tien minuten had ze haar cadeaubon!',
          author: 'Sanne',
          role: 'Utrecht',
          rating: 5,
        },
        {
          quote: 'Ons team kon zelf een cadeau uitkiezen. Dat werd erg gewaardeerd.',
          author: 'Mark',
          role: 'HR-manager',
          rating: 5,
        },
        {
          quote: 'Snel geleverd en de klantenservice dacht goed met me mee.',
          author: 'Fatima',
          role: 'Rotterdam',
          rating: 4,
        },
      ],
    },
    balance: {
      title: 'Check je saldo in een paar tellen',
      body: 'Vul het kaartnummer van 19 cijfers en de pincode in en wissel je saldo eventueel in voor andere cadeaubonnen.',
      link: { label: 'Saldo checken', route: '/redeem' },
    },
    blog: 'Tips en inspiratie',
  },
  landing: {
    slug: 'sinterklaas',
    title: 'Sinterklaas',
    description: 'Cadeaubonnen voor in de schoen of bij de surprise: onze ideeën voor pakjesavond.',
    hero: {
      title: 'Sinterklaas komt eraan',
      subtitle: 'Een cadeaubon past in elke schoen en bij elke surprise.',
    },
    body: 'Geen idee wat je moet geven? Met een cadeaubon zit je altijd goed, ook als je lootje lastig is.',
    bullets: [
      'Fysieke kaarten vóór 17.00 uur besteld, morgen in huis',
      'Digitale cadeaubon direct per e-mail',
      'Persoonlijke boodschap van maximaal 150 tekens',
    ],
    cta: {
      title: 'Op tijd voor pakjesavond',
      body: 'Bestel fysieke cadeaubonnen uiterlijk 3 december, dan liggen ze op 5 december klaar.',
      link: { label: 'Bekijk alle cadeaubonnen', route: '/gift-cards' },
    },
  },
  givingMoments: {
    title: 'Geefmomenten',
    subtitle: 'Voor elk moment de juiste cadeaubon.',
  },
  moment: {
    slug: 'verjaardag',
    title: 'Verjaardag',
    heroTitle: 'Iemand jarig?',
    description: 'Geef een cadeaubon en laat de jarige zelf kiezen wat hij of zij graag wil.',
    section: {
      title: 'Altijd een passend verjaardagscadeau',
      paragraphs: [
        'Of het nu om een collega, je beste vriend of je oma gaat: met een cadeaubon geef je keuzevrijheid.',
      ],
    },
    cta: {
      title: 'Vandaag nog geven',
      body: 'Een digitale cadeaubon staat binnen een uur in de mailbox van de jarige.',
      link: { label: 'Kies een cadeaubon', route: '/gift-cards' },
    },
  },
  blog: {
    title: 'Blog',
    heading: 'Cadeau-ideeën en tips',
    subtitle: 'Onze artikelen helpen je het juiste cadeau te vinden.',
  },
  post: {
    slug: 'tips-voor-de-perfecte-cadeaubon',
    title: 'Vijf tips voor de perfecte cadeaubon',
    excerpt: 'Zo kies je een cadeaubon die écht verrast, voor elk budget.',
    tipsTitle: 'Onze tips',
    tips: [
      'Denk aan de hobby’s van de ontvanger',
      'Kies een bedrag dat bij de gelegenheid past',
      'Schrijf er een persoonlijke boodschap bij',
      'Geef digitaal als je laat bent',
      'Twijfel je? Kies de keuzecadeaubon',
    ],
    closing: 'Veel geefplezier!',
  },
  terms: {
    title: 'Algemene voorwaarden',
    description: 'De voorwaarden die gelden voor bestellingen bij Cadeaubon.',
    sections: [
      {
        title: 'Toepassing',
        paragraphs: [
          'Deze voorwaarden gelden voor alle bestellingen die je plaatst op cadeaubon.nl.',
        ],
      },
      {
        title: 'Geldigheid van je cadeaubon',
        paragraphs: [
          'Een cadeaubon is ten minste twee jaar geldig vanaf de aankoopdatum. De geldigheid staat op de kaart.',
        ],
      },
      {
        title: 'Herroepingsrecht',
        paragraphs: [
          'Je kunt een ongebruikte cadeaubon binnen 14 dagen na ontvangst kosteloos annuleren.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacybeleid',
    description: 'Hoe Cadeaubon met je persoonsgegevens omgaat.',
    sections: [
      {
        title: 'Welke gegevens we bewaren',
        paragraphs: [
          'We bewaren alleen wat nodig is om je bestelling te leveren: je naam, je adres en je e-mailadres.',
        ],
      },
      {
        title: 'Jouw rechten',
        paragraphs: [
          'Je mag je gegevens altijd inzien, laten aanpassen of laten verwijderen. Stuur ons daarvoor een e-mail.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Privacy- en cookieverklaring',
    description: 'Welke cookies Cadeaubon gebruikt en waarom.',
    sections: [
      {
        title: 'Noodzakelijke cookies',
        paragraphs: ['Deze cookies onthouden bijvoorbeeld je winkelmandje. Ze staan altijd aan.'],
      },
      {
        title: 'Analytische cookies',
        paragraphs: [
          'Met jouw toestemming meten we hoe de site wordt gebruikt, zodat we hem kunnen verbeteren.',
        ],
      },
    ],
  },
  delivery: {
    title: 'Bezorging',
    description: 'Hoe en wanneer je cadeaubonnen worden bezorgd.',
    sections: [
      {
        title: 'Digitale cadeaubonnen',
        paragraphs: ['Binnen een uur per e-mail, of op de datum en het tijdstip dat jij kiest.'],
      },
      {
        title: 'Fysieke cadeaubonnen',
        paragraphs: [
          'Op werkdagen vóór 17.00 uur besteld, dezelfde dag verstuurd met PostNL.',
          'Boven € 300 versturen we aangetekend.',
        ],
      },
    ],
  },
  contact: {
    title: 'Contact',
    description:
      'Vragen over je bestelling of je cadeaubon? Neem contact op met onze klantenservice.',
    intro: 'Een vraag over een bestelling of een cadeaubon? We helpen je graag op werkdagen.',
    faq: {
      title: 'Veelgestelde vragen',
      paragraphs: [
        'Is je digitale cadeaubon niet aangekomen? Kijk eerst in je spammap en neem daarna contact met ons op.',
      ],
    },
  },
}
