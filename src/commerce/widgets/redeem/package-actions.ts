import type { ModalPayload } from '@/components/ui/modal/modal-registry.client'

import { redirectSeconds } from './countdown'
import type { RedeemPackageView } from './shop-data'

/**
 * A web address from editors' data the holder may be sent to: http(s) only (never javascript:),
 * or https only where the page frames it (the CSP's frame-src lets https: shops load).
 */
export function webUrl(value: string | null | undefined, httpsOnly = false): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    const allowed = httpsOnly ? ['https:'] : ['https:', 'http:']
    return allowed.includes(url.protocol) ? url.href : null
  } catch {
    return null
  }
}

/** The shop more-information modal's content, as strings for the modal registry's payload. */
export type ShopInfo = {
  title: string
  description: string
  linkTitle: string
  linkUrl: string
  redirectUrl: string
  /** Whole seconds before the redirect, '0' for at once. */
  redirectSeconds: string
}

/** What a chosen card offers about its brand's shop (spec §2 shop iframe and more information). */
export type PackageActions = {
  /** The brand's shop to show in a frame. */
  shop: { title: string; url: string } | null
  info: ShopInfo | null
}

export function packageActions(item: RedeemPackageView): PackageActions {
  const product = item.mainProduct
  const brand = product.brand
  const title = product.redeemData?.title || product.title
  const frame = webUrl(brand?.iframeUrl, true)
  const linkUrl = webUrl(brand?.externalProductLink?.url)
  const redirectUrl = webUrl(brand?.redirectLink)
  return {
    shop: frame ? { title, url: frame } : null,
    info:
      linkUrl || redirectUrl
        ? {
            title,
            description: product.redeemData?.description ?? '',
            linkTitle: (linkUrl && brand?.externalProductLink?.title) || '',
            linkUrl: linkUrl ?? '',
            redirectUrl: redirectUrl ?? '',
            redirectSeconds: String(redirectSeconds(brand?.redirectTime)),
          }
        : null,
  }
}

/** The more-information modal's content back from its payload (missing keys read as empty). */
export const shopInfoOf = (payload: ModalPayload | undefined): ShopInfo => ({
  title: payload?.title ?? '',
  description: payload?.description ?? '',
  linkTitle: payload?.linkTitle ?? '',
  linkUrl: payload?.linkUrl ?? '',
  redirectUrl: payload?.redirectUrl ?? '',
  redirectSeconds: payload?.redirectSeconds ?? '0',
})

/**
 * A source card's remove button (spec §2 cart modal): a card goes while another pays; the
 * only card cannot, since a session needs one: leaving the exchange (the reset modal) instead.
 */
export const cardRemoval = (paymentCount: number): 'remove' | 'reset' =>
  paymentCount > 1 ? 'remove' : 'reset'
