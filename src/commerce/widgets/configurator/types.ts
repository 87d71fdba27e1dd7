import type { DeliveryType, PackageProduct } from '@/commerce/domain/package'
import type { PackagingKind } from '@/collections/packaging-options'
import type { AnalyticsItem } from '@/components/analytics/data-layer'
import type { ImageSources } from '@/components/media-image'
import type fr from '@/i18n/messages/fr'
import type { Locale } from '@/i18n/routing'

import type { ModalTextKey } from './modal-texts'
import type { ConfiguratorValidationKey } from './validation-keys'

/**
 * The configurator's texts: the raw messages of its namespace and its Validation keys. They hold only
 * plain `{name}` arguments (a unit test keeps it so), filled in the browser by `fill`, which
 * spares the page ICU's formatter in its first-load JavaScript. The form's come with the page, its
 * modals' own when first needed (modal-texts.ts).
 */
export type ConfiguratorTexts = Record<
  Exclude<keyof (typeof fr)['Configurator'], ModalTextKey>,
  string
> & { generic: string }
/**
 * What comes once the shopper works the form: the modals' own texts and close, and the rules'
 * Validation texts, which no field shows before its first validation (modal-texts.action.ts).
 */
export type ModalOnlyTexts = Record<ModalTextKey, string> & {
  close: string
  validation: ValidationTexts
}
export type ValidationTexts = Record<ConfiguratorValidationKey, string>

/** A custom amount's limits for one delivery type, in cents (Apple-type limits included). */
export type AmountBounds = { min: number; max: number }

/** The product as the configurator needs it: the package rules' facts and what it shows. */
export type ConfiguratorProduct = PackageProduct & {
  id: string
  title: string
  /** Quick picks offered beside a custom amount, in cents. */
  suggestedAmounts: number[]
  bounds: Record<DeliveryType, AmountBounds | null>
  /** A version out of stock for now: shown on its choice, refused before the gateway is asked. */
  outOfStock: Record<DeliveryType, boolean>
}

/**
 * A wrapper or gift packing on offer, its image's sources sized on the server: the browser gets
 * two short attributes rather than two rendered <img> elements per option (issue 39).
 */
export type PackagingChoice = {
  id: string
  kind: PackagingKind
  title: string
  description: string | null
  /** Per card, in cents. */
  price: number
  image: ImageSources | null
  /** The larger image of the preview modals, when its sources differ (an SVG's do not). */
  preview?: ImageSources
}

/** A delivery type on offer, with its delivery promise. */
export type DeliveryChoice = { type: DeliveryType; title: string; promise: string }

export type ConfiguratorProps = {
  locale: Locale
  /** userData of the gateway calls (spec §3). */
  storeID: number
  countryCode: string
  currency: string
  /** Intl locale of amounts and dates: 'fr-FR'. */
  numberLocale: string
  product: ConfiguratorProduct
  deliveryChoices: DeliveryChoice[]
  packaging: PackagingChoice[]
  /** The product's GA4 item; add_to_cart adds the quantity and the price chosen. */
  analytics: AnalyticsItem
  cartPath: string
  /** Where an order larger than a cart line holds goes (the count of products modal). */
  businessPath: string
  /** Cards offered instead of a sold-out version (the alternative choice modal), and the list. */
  alternatives: { title: string; href: string }[]
  giftCardsPath: string
  texts: ConfiguratorTexts
  /**
   * The modals' own texts and the Validation texts, given (stories) rather than asked
   * (modal-texts.client.tsx).
   */
  modalTexts?: ModalOnlyTexts
}
