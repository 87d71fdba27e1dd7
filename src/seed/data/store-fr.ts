import { THEME_DEFAULTS } from '@/collections/stores/theme-defaults'

import { DEVELOPMENT_URL, shopCombinations } from './shops'
import { relative, socialLinks, staffLimits, type StoreSeed } from './store-seed'

/** The French storefront, store 52 (spec §1, §9). */
export const frenchStore: StoreSeed = {
  storeId: 52,
  code: 'CBFR',
  cardPrefix: '6280452',
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
  // The three shops (src/seed/data/shops.ts), then sister stores on example domains.
  countriesCombinations: [
    ...shopCombinations(DEVELOPMENT_URL),
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
  socialLinks,
  choiceGiftCardLink: {
    title: 'Carte cadeau multi-enseignes',
    path: relative('/cartes-cadeaux/carte-cadeau-multi-enseignes/'),
  },
  // The first storefront wears the shop's default colours.
  theme: { ...THEME_DEFAULTS },
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
    legalName: 'Carte Cadeau SAS',
    // An example SIREN (its Luhn check holds) and the French VAT number made from it.
    companyNumber: '812 345 676',
    vatNumber: 'FR19812345676',
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
  staffLimits,
  businessContact: {
    name: 'Service entreprises',
    email: 'entreprises@cartecadeau.example',
    phone: '+33 1 84 88 00 01',
  },
}
