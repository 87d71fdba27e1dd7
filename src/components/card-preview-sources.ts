/** The size a card preview is drawn at (card-previews.tsx). */
export const PREVIEW_SIZE = { width: 256, height: 161 } as const

/** next/image's default loader: its documented `/_next/image?url=…&w=…&q=…` address. */
const optimized = (path: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(path)}&w=${width}&q=75`

/**
 * A card preview's sources as getImageProps writes them at PREVIEW_SIZE (1x, and 640: the
 * smallest configured width at or above 2x), without next/image's code in the basket's
 * JavaScript (4.9 KB gz of its 49.6, `npm run bench:weight`); a unit test holds them to
 * getImageProps'. SVGs are served as they are.
 */
export function previewSources(url: string): { src: string; srcSet?: string } {
  // Media is served by this app: a path keeps the page independent of SERVER_URL.
  const path = new URL(url, 'http://localhost').pathname.replace(/\/$/, '')
  if (/\.svg$/i.test(path)) return { src: path }
  return {
    src: optimized(path, 640),
    srcSet: `${optimized(path, PREVIEW_SIZE.width)} 1x, ${optimized(path, 640)} 2x`,
  }
}
