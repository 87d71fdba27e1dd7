import { DEVELOPMENT_URL, shopCombinations } from './shops'
import { dutchMenus } from './store-menus-nl'
import { relative, socialLinks, staffLimits, type StoreSeed } from './store-seed'

/** The Dutch storefront, store 54: Dutch only. */
export const dutchStore: StoreSeed = {
  storeId: 54,
  code: 'CBNL',
  cardPrefix: '6280454',
  name: 'Cadeaubon',
  country: 'NL',
  locale: 'nl-nl',
  currency: 'EUR',
  timeZone: 'Europe/Amsterdam',
  loginMode: 'account',
  hosts: [
    { host: 'cadeaubon.nl' },
    { host: 'www.cadeaubon.nl' },
    { host: 'cadeaubon-nl.localhost' },
  ],
  // As the French store's, with Dutch VAT (21 %).
  fees: {
    serviceFee: 150,
    standardShipping: 195,
    registeredShipping: 895,
    registeredAbove: 30_000,
    vatRate: 2100,
  },
  // The IBAN of the Dutch banks' documented example: a real store sets its own.
  bankAccount: {
    accountHolder: 'Cadeaubon B.V.',
    iban: 'NL91 ABNA 0417 1643 00',
    bic: 'ABNANL2A',
    bankName: 'Voorbeeldbank',
  },
  countriesCombinations: shopCombinations(DEVELOPMENT_URL),
  paymentMethods: ['ideal', 'creditcard', 'paypal', 'banktransfer'],
  paymentIcons: ['ideal', 'visa', 'mastercard', 'paypal', 'secure'],
  socialLinks,
  choiceGiftCardLink: {
    title: 'Keuzecadeaubon',
    path: relative('/cadeaubonnen/keuzecadeaubon/'),
  },
  theme: {
    brand: '#c2410c',
    brandContrast: '#ffffff',
    accent: '#21468b',
    text: '#1d1d1f',
    background: '#ffffff',
    muted: '#fbf1ea',
  },
  ...dutchMenus,
  organisation: {
    name: 'Cadeaubon',
    legalName: 'Cadeaubon B.V.',
    // An example KvK number and a VAT number whose RSIN passes the eleven test.
    companyNumber: '85123456',
    vatNumber: 'NL851234562B01',
    url: 'https://www.cadeaubon.nl',
    description: 'Digitale en fysieke cadeaubonnen voor particulieren en bedrijven.',
    customerService: { email: 'klantenservice@cadeaubon-nl.example', phone: '+31 20 808 0000' },
    postalAddress: {
      street: 'Herengracht 100',
      postCode: '1015 BS',
      city: 'Amsterdam',
      countryCode: 'NL',
    },
    openingHours: [
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
    ],
  },
  sender: { name: 'Cadeaubon', email: 'hallo@cadeaubon-nl.example' },
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
    email: 'zakelijk@cadeaubon-nl.example',
    phone: '+31 20 808 0001',
  },
}
