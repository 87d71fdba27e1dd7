import type { Field } from 'payload'

/** Feature toggles of spec §6, per store; labels say what each switches on. */
export const featureToggles = {
  orderModalAuth: 'Identify in a modal before ordering (else the guest order modal)',
  redeemDelayWarning: 'Warn that digital cards are currently sent with delay',
  headerV3: 'Header version 3 (rotating top bar and a navigation row)',
  businessPageV3: 'Business page version 3 (business accordion in the mobile menu)',
  checkoutV2: 'Checkout version 2',
  navigationIconText: 'Text under the navigation icons',
  retryPaymentPage: 'Retry-payment view of the checkout',
  errorMessages: 'Translated error messages (else the generic one)',
  logosFromStoreBackend: 'Payment logos from the store data',
  captchaBadgeHidden: 'Hide the captcha badge',
  colourThemes: "Colour themes from the store's theme",
  languageSwitcher: 'Language and country switcher',
  cookiesLink: 'Cookies link in the footer (opens the cookie dialog)',
  footerLogos: 'Payment logos in the footer',
  searchTracking: 'Search tracking events',
  testCards: 'Allow test cards in carts (for test stores only)',
} as const

export type FeatureToggle = keyof typeof featureToggles

const enabledByDefault: readonly FeatureToggle[] = [
  'orderModalAuth',
  'errorMessages',
  'logosFromStoreBackend',
  'colourThemes',
  'languageSwitcher',
  'cookiesLink',
  'footerLogos',
]

export const togglesField: Field = {
  name: 'toggles',
  type: 'group',
  fields: [
    ...Object.entries(featureToggles).map(([name, label]): Field => ({
      name,
      type: 'checkbox',
      label,
      defaultValue: enabledByDefault.includes(name as FeatureToggle),
    })),
    {
      name: 'informativeMessage',
      type: 'textarea',
      localized: true,
      admin: { description: 'Shown under the header when filled in.' },
    },
  ],
}
