import { DEVELOPMENT_URL, shopCombinations } from './shops'
import { dutchMenus, dutchTitlesInFrench } from './store-menus-nl'
import { relative, socialLinks, staffLimits, type StoreSeed } from './store-seed'

/** The Belgian storefront, store 53: Dutch by default, Belgian French beside it. */
export const belgianStore: StoreSeed = {
  storeId: 53,
  code: 'CBBE',
  cardPrefix: '6280453',
  name: 'Cadeaubon',
  country: 'BE',
  locale: 'nl-be',
  currency: 'EUR',
  timeZone: 'Europe/Brussels',
  loginMode: 'account',
  hosts: [
    { host: 'cadeaubon.be' },
    { host: 'www.cadeaubon.be' },
    { host: 'cadeaubon-be.localhost' },
  ],
  // As the French store's, with Belgian VAT (21 %).
  fees: {
    serviceFee: 150,
    standardShipping: 195,
    registeredShipping: 895,
    registeredAbove: 30_000,
    vatRate: 2100,
  },
  // The IBAN of the Belgian banks' documented example: a real store sets its own.
  bankAccount: {
    accountHolder: 'Cadeaubon BV',
    iban: 'BE68 5390 0754 7034',
    bic: 'GKCCBEBB',
    bankName: 'Voorbeeldbank',
  },
  countriesCombinations: shopCombinations(DEVELOPMENT_URL),
  paymentMethods: ['bancontact', 'creditcard', 'paypal', 'banktransfer'],
  paymentIcons: ['bancontact', 'kbccbc', 'belfius', 'visa', 'mastercard', 'paypal', 'secure'],
  socialLinks,
  choiceGiftCardLink: {
    title: 'Keuzecadeaubon',
    path: relative('/cadeaubonnen/keuzecadeaubon/'),
  },
  theme: {
    brand: '#0b4f6c',
    brandContrast: '#ffffff',
    accent: '#fdda24',
    text: '#1d1d1f',
    background: '#ffffff',
    muted: '#eef3f5',
  },
  ...dutchMenus,
  organisation: {
    name: 'Cadeaubon',
    legalName: 'Cadeaubon BV',
    // An example enterprise number (KBO) whose check digits hold, and the VAT number made of it.
    companyNumber: '0123.456.749',
    vatNumber: 'BE0123456749',
    url: 'https://www.cadeaubon.be',
    description: 'Digitale en fysieke cadeaubonnen voor particulieren en bedrijven.',
    customerService: { email: 'klantenservice@cadeaubon-be.example', phone: '+32 2 808 00 00' },
    postalAddress: {
      street: 'Wetstraat 16',
      postCode: '1000',
      city: 'Brussel',
      countryCode: 'BE',
    },
    openingHours: [
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    ],
  },
  sender: { name: 'Cadeaubon', email: 'hallo@cadeaubon-be.example' },
  toggles: {
    orderModalAuth: true,
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
  },
  staffLimits,
  businessContact: {
    name: 'Zakelijke service',
    email: 'zakelijk@cadeaubon-be.example',
    phone: '+32 2 808 00 01',
  },
}

/** The Belgian store's French side: its localized texts, by their Dutch title. */
export const belgianStoreInFrench = {
  titles: dutchTitlesInFrench,
  description: 'Cartes cadeaux digitales et physiques pour les particuliers et les entreprises.',
}
