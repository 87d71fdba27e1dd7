import type { Media } from '@/payload-types'

/**
 * How the contract shows a document's image and colour: shared by the services that answer
 * products (product list, search, cart, redeem catalogue).
 */
export const imagePopulate = {
  media: { alt: true, url: true, filename: true, width: true, height: true },
} as const

/** A document's background colour, or the shop's neutral one (spec §3 backgroundColor). */
export const backgroundColor = (
  value: { color?: string | null; opacity?: number | null } | null | undefined,
) => ({ color: value?.color ?? '#f5f2ee', opacity: value?.opacity ?? 100 })

/** A populated image as the contract's Image, or null when there is none. */
export const image = (media: number | Media | null | undefined) =>
  media && typeof media === 'object' && media.url
    ? { url: media.url, alt: media.alt, width: media.width ?? null, height: media.height ?? null }
    : null
