import type { StoreTexts } from '../stores/texts'

/** The Belgian store's content (CBBE) in Dutch, as it is written in Flanders. */
export const belgianDutch: StoreTexts = {
  home: {
    title: 'Home',
    description:
      'Digitale en fysieke cadeaubonnen voor heel België: geef een cadeaubon, bekijk je saldo of wissel je kaart in.',
    hero: {
      title: 'De cadeaubon voor heel België',
      subtitle: 'Digitaal binnen het uur in je mailbox, of als mooie kaart in je brievenbus.',
    },
    usps: {
      title: 'Waarom kiezen voor Cadeaubon?',
      items: [
        'Voor 17 uur besteld, vandaag nog verzonden',
        'Digitale cadeaubon binnen het uur in je mailbox',
        'Te gebruiken in honderden winkels en restaurants',
        'Veilig betalen met Bancontact',
      ],
    },
    feature: {
      title: 'Een cadeau dat altijd in de smaak valt',
      subtitle: 'Verjaardag, communie, huwelijk of pensioen',
      body: 'Met een cadeaubon kiest de ontvanger zelf wat hem of haar het meest plezier doet, wanneer het past.',
      link: { label: 'Ontdek alle geefmomenten', route: '/giving-moments' },
    },
    hand: {
      title: 'De keuzecadeaubon',
      body: 'Eén cadeaubon voor honderden zaken: van de boekhandel tot de sauna en van de cinema tot het restaurant.',
    },
    testimonials: {
      title: 'Wat onze klanten vertellen',
      items: [
        {
          quote: 'Op de valreep besteld voor het feest van mijn petekind, en meteen ontvangen.',
          author: 'Lotte',
          role: 'Gent',
          rating: 5,
        },
        {
          quote: 'Voor ons personeel ideaal: iedereen kiest zelf zijn cadeau.',
          author: 'Pieter',
          role: 'Zaakvoerder',
          rating: 5,
        },
        {
          quote: 'Vriendelijke klantendienst die me snel verder hielp.',
          author: 'Ines',
          role: 'Antwerpen',
          rating: 4,
        },
      ],
    },
    balance: {
      title: 'Bekijk je saldo in een handomdraai',
      body: 'Geef het kaartnummer van 19 cijfers en de pincode in en ruil je saldo eventueel voor andere cadeaubonnen.',
      link: { label: 'Saldo bekijken', route: '/redeem' },
    },
    blog: 'Inspiratie en tips',
  },
  landing: {
    slug: 'sinterklaas',
    title: 'Sinterklaas',
    description: 'Cadeaubonnen voor Sinterklaas: onze ideeën voor groot en klein.',
    hero: {
      title: 'De Sint komt naar België',
      subtitle: 'Een cadeaubon past in elke schoen, ook bij de grote kinderen.',
    },
    body: 'Twijfel je wat je moet geven? Met een cadeaubon zit je altijd juist, voor groot en klein.',
    bullets: [
      'Fysieke kaarten voor 17 uur besteld, morgen in de bus',
      'Digitale cadeaubon meteen per e-mail',
      'Persoonlijke boodschap tot 150 tekens',
    ],
    cta: {
      title: 'Op tijd voor 6 december',
      body: 'Bestel fysieke cadeaubonnen ten laatste op 3 december, dan zijn ze er voor de Sint.',
      link: { label: 'Bekijk alle cadeaubonnen', route: '/gift-cards' },
    },
  },
  givingMoments: {
    title: 'Geefmomenten',
    subtitle: 'Voor elke gelegenheid de juiste cadeaubon.',
  },
  moment: {
    slug: 'verjaardag',
    title: 'Verjaardag',
    heroTitle: 'Een verjaardag om te vieren?',
    description: 'Geef een cadeaubon en laat de jarige zelf kiezen waar hij of zij zin in heeft.',
    section: {
      title: 'Altijd een passend verjaardagscadeau',
      paragraphs: [
        'Voor een collega, je meter of je beste vriendin: met een cadeaubon geef je vrije keuze.',
      ],
    },
    cta: {
      title: 'Vandaag nog geven',
      body: 'Een digitale cadeaubon staat binnen het uur in de mailbox van de jarige.',
      link: { label: 'Kies een cadeaubon', route: '/gift-cards' },
    },
  },
  blog: {
    title: 'Blog',
    heading: 'Cadeau-ideeën en tips',
    subtitle: 'Onze artikels helpen je het juiste cadeau te vinden.',
  },
  post: {
    slug: 'cadeautips-voor-de-feestdagen',
    title: 'Cadeautips voor de feestdagen',
    excerpt: 'Van Sinterklaas tot Nieuwjaar: zo vind je voor iedereen een cadeau dat past.',
    tipsTitle: 'Onze tips',
    tips: [
      'Denk aan de hobby’s van wie je verrast',
      'Kies een bedrag dat past bij de gelegenheid',
      'Voeg een persoonlijke boodschap toe',
      'Te laat? Geef een digitale cadeaubon',
    ],
    closing: 'Prettige feestdagen!',
  },
  terms: {
    title: 'Algemene voorwaarden',
    description: 'De voorwaarden die gelden voor bestellingen bij Cadeaubon.',
    sections: [
      {
        title: 'Toepassing',
        paragraphs: ['Deze voorwaarden gelden voor elke bestelling op cadeaubon.be.'],
      },
      {
        title: 'Geldigheid van je cadeaubon',
        paragraphs: [
          'Een cadeaubon is minstens twee jaar geldig vanaf de aankoop. De vervaldatum staat op de kaart.',
        ],
      },
      {
        title: 'Herroepingsrecht',
        paragraphs: [
          'Je kan een ongebruikte cadeaubon binnen 14 dagen na ontvangst kosteloos annuleren.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacybeleid',
    description: 'Hoe Cadeaubon met je persoonsgegevens omgaat.',
    sections: [
      {
        title: 'Welke gegevens we bijhouden',
        paragraphs: [
          'We houden enkel bij wat nodig is om je bestelling te leveren: je naam, je adres en je e-mailadres.',
        ],
      },
      {
        title: 'Jouw rechten',
        paragraphs: [
          'Je kan je gegevens altijd inkijken, laten verbeteren of laten wissen. Stuur ons daarvoor een e-mail.',
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
          'Met jouw toestemming meten we hoe de site gebruikt wordt, zodat we ze kunnen verbeteren.',
        ],
      },
    ],
  },
  delivery: {
    title: 'Levering',
    description: 'Hoe en wanneer je cadeaubonnen geleverd worden.',
    sections: [
      {
        title: 'Digitale cadeaubonnen',
        paragraphs: ['Binnen het uur per e-mail, of op de dag en het uur dat jij kiest.'],
      },
      {
        title: 'Fysieke cadeaubonnen',
        paragraphs: [
          'Op werkdagen voor 17 uur besteld, dezelfde dag verzonden met bpost.',
          'Vanaf € 300 versturen we aangetekend.',
        ],
      },
    ],
  },
  contact: {
    title: 'Contact',
    description: 'Vragen over je bestelling of je cadeaubon? Contacteer onze klantendienst.',
    intro:
      'Een vraag over een bestelling of een cadeaubon? Onze klantendienst helpt je op werkdagen.',
    faq: {
      title: 'Veelgestelde vragen',
      paragraphs: [
        'Is je digitale cadeaubon niet aangekomen? Kijk eerst in je map met ongewenste e-mail en contacteer ons daarna.',
      ],
    },
  },
}
