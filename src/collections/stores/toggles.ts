import type { Field } from 'payload'

/** Feature toggles of spec §6, per store; their labels (admin words) say what each switches on. */
export const featureToggles = [
  'orderModalAuth',
  'redeemDelayWarning',
  'headerV3',
  'businessPageV3',
  'checkoutV2',
  'navigationIconText',
  'retryPaymentPage',
  'errorMessages',
  'logosFromStoreBackend',
  'captchaBadgeHidden',
  'colourThemes',
  'languageSwitcher',
  'cookiesLink',
  'footerLogos',
  'searchTracking',
  'testCards',
] as const

export type FeatureToggle = (typeof featureToggles)[number]

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
    ...featureToggles.map((name): Field => ({
      name,
      type: 'checkbox',
      defaultValue: enabledByDefault.includes(name),
    })),
    {
      name: 'informativeMessage',
      type: 'textarea',
      localized: true,
    },
  ],
}
