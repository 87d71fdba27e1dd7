/**
 * Google Tag Manager, the tag manager a store's pages load (its `analytics.tagManagerId`): the
 * container's script, and what the tags it holds for GA4 load and send to. The Content-Security-
 * Policy allows these and nothing else of Google (src/server/security-headers.ts).
 */
export const TAG_MANAGER = {
  /** The container itself, `?id=GTM-…`. */
  container: 'https://www.googletagmanager.com/gtm.js',
  /** The library a GA4 tag of the container loads. */
  analyticsLibrary: 'https://www.googletagmanager.com/gtag/js',
  /** Where GA4 sends its hits (region1.google-analytics.com and the like). */
  collectors: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const

/** A Google Tag Manager container id, e.g. GTM-ABC1234. */
export const isTagManagerId = (value: unknown): value is string =>
  typeof value === 'string' && /^GTM-[A-Z0-9]{4,10}$/.test(value)

/** The script URL of container `id`. */
export const containerScript = (id: string): string =>
  `${TAG_MANAGER.container}?id=${encodeURIComponent(id)}`
