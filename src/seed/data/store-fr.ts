import type { Store } from '@/payload-types'

type StoreSeed = Omit<
  Store,
  'id' | 'createdAt' | 'updatedAt' | 'mainLogo' | 'footerLogo' | 'notFoundImage' | 'trustMarks'
>

const relative = (href: string) => ({ href, type: 'relative' as const })

/** The French storefront, store 52 (spec §1, §9). */
export const frenchStore: StoreSeed = {
  storeId: 52,
  code: 'CBFR',
  name: 'Carte Cadeau',
  country: 'FR',
  locale: 'fr-fr',
  currency: 'EUR',
  timeZone: 'Europe/Paris',
  loginMode: 'account',
  // Its domains and the development alias (browsers resolve *.localhost to this machine).
  hosts: [
    { host: 'cartecadeau.fr' },
    { host: 'www.cartecadeau.fr' },
    { host: 'cartecadeau.localhost' },
  ],
  // Service fee per order, postage per posted shipment, registered mail above 300 € (spec §9).
  fees: {
    serviceFee: 150,
    standardShipping: 195,
    registeredShipping: 895,
    registeredAbove: 30_000,
    vatRate: 2000,
  },
  // An example account (a valid IBAN of the French banks' documentation): a real store sets its own.
  bankAccount: {
    accountHolder: 'Carte Cadeau SAS',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP',
    bankName: 'Banque Exemple',
  },
  // Sister stores on an example domain: two-language, one-language and non-euro countries.
  countriesCombinations: [
    {
      country: 'FR',
      url: 'http://localhost:3000/',
      languagesCombinations: [
        { languageCode: 'fr', isDefault: true, currency: 'EUR' },
        { languageCode: 'nl', isDefault: false, currency: 'EUR' },
      ],
    },
    {
      country: 'BE',
      url: 'https://www.cartecadeau.example.be/',
      languagesCombinations: [
        { languageCode: 'fr', isDefault: true, currency: 'EUR' },
        { languageCode: 'nl', isDefault: false, currency: 'EUR' },
      ],
    },
    {
      country: 'NL',
      url: 'https://www.cadeaukaart.example.nl/',
      languagesCombinations: [{ languageCode: 'nl', isDefault: true, currency: 'EUR' }],
    },
    {
      country: 'DE',
      url: 'https://www.geschenkkarte.example.de/',
      languagesCombinations: [{ languageCode: 'de', isDefault: true, currency: 'EUR' }],
    },
    {
      country: 'GB',
      url: 'https://www.giftcard.example.co.uk/',
      languagesCombinations: [{ languageCode: 'en', isDefault: true, currency: 'GBP' }],
    },
    {
      country: 'PL',
      url: 'https://www.kartapodarunkowa.example.pl/',
      languagesCombinations: [{ languageCode: 'pl', isDefault: true, currency: 'PLN' }],
    },
  ],
  paymentIcons: ['carteBancaire', 'visa', 'mastercard', 'paypal', 'amex', 'secure'],
  socialLinks: [
    { network: 'facebook', path: { href: 'https://www.facebook.com/', type: 'absolute' } },
    { network: 'instagram', path: { href: 'https://www.instagram.com/', type: 'absolute' } },
    { network: 'linkedIn', path: { href: 'https://www.linkedin.com/', type: 'absolute' } },
    { network: 'pinterest', path: { href: 'https://www.pinterest.com/', type: 'absolute' } },
    { network: 'tiktok', path: { href: 'https://www.tiktok.com/', type: 'absolute' } },
  ],
  choiceGiftCardLink: {
    title: 'Carte cadeau multi-enseignes',
    path: relative('/cartes-cadeaux/carte-cadeau-multi-enseignes/'),
  },
  theme: {
    brand: '#c8102e',
    brandContrast: '#ffffff',
    accent: '#ffb81c',
    text: '#1d1d1f',
    background: '#ffffff',
    muted: '#f5f2ee',
  },
  footerMenu: {
    menuItems: [
      {
        title: 'Cartes cadeaux',
        path: relative('/cartes-cadeaux/'),
        children: [
          { title: 'Toutes les cartes cadeaux', path: relative('/cartes-cadeaux/') },
          { title: 'Catégories', path: relative('/categorie/toutes-les-cartes-cadeaux/') },
          { title: 'Offrir un moment', path: relative('/offrir-un-moment/') },
        ],
      },
      {
        title: 'Service client',
        path: relative('/nous-contacter/'),
        children: [
          { title: 'Vérifier le solde', path: relative('/verifier-solde/') },
          { title: 'Activer une carte', path: relative('/activer/') },
          { title: 'Livraison', path: relative('/livraison/') },
          { title: 'Nous contacter', path: relative('/nous-contacter/') },
        ],
      },
    ],
  },
  businessMenu: {
    menuItems: [
      { title: 'Cartes cadeaux entreprise', path: relative('/entreprise/'), children: [] },
    ],
  },
  organisation: {
    name: 'Carte Cadeau',
    url: 'http://localhost:3000',
    description: 'Cartes cadeaux digitales et physiques pour particuliers et entreprises.',
    customerService: { email: 'service@cartecadeau.example', phone: '+33 1 84 88 00 00' },
    postalAddress: {
      street: '10 rue de la Paix',
      postCode: '75002',
      city: 'Paris',
      countryCode: 'FR',
    },
    openingHours: [
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
    ],
  },
  toggles: {
    orderModalAuth: true,
    redeemDelayWarning: false,
    headerV3: true,
    businessPageV3: true,
    checkoutV2: true,
    navigationIconText: true,
    retryPaymentPage: true,
    errorMessages: true,
    logosFromStoreBackend: true,
    captchaBadgeHidden: true,
    colourThemes: true,
    languageSwitcher: true,
    cookiesLink: true,
    footerLogos: true,
    searchTracking: true,
    informativeMessage: null,
  },
  // Issue 35 point 9: the most one member of staff adjusts card balances by hand (cents).
  staffLimits: {
    servicePerAdjustment: 50_00,
    servicePerDay: 200_00,
    adminPerAdjustment: 1_000_00,
    adminPerDay: 5_000_00,
  },
  businessContact: {
    name: 'Service entreprises',
    email: 'entreprises@cartecadeau.example',
    phone: '+33 1 84 88 00 01',
  },
}
