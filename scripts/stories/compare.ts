import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** Per pixel: how far two colours may be apart (pixelmatch's YIQ distance, 0–1) and still match. */
const PIXEL_THRESHOLD = 0.1

export type Comparison = { percent: number; diff: Buffer; sizes: string | null }

/** Both images on one canvas of the larger size, so a page that grew still shows where. */
function onCanvas(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image
  const canvas = new PNG({ width, height })
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0)
  return canvas
}

/** The share of pixels that differ (in %), and a diff image that paints them red. */
export function compareImages(expectedPng: Buffer, actualPng: Buffer): Comparison {
  const expected = PNG.sync.read(expectedPng)
  const actual = PNG.sync.read(actualPng)
  const width = Math.max(expected.width, actual.width)
  const height = Math.max(expected.height, actual.height)
  const diff = new PNG({ width, height })
  const differing = pixelmatch(
    onCanvas(expected, width, height).data,
    onCanvas(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: PIXEL_THRESHOLD },
  )
  const sameSize = expected.width === actual.width && expected.height === actual.height
  return {
    percent: (differing / (width * height)) * 100,
    diff: PNG.sync.write(diff),
    sizes: sameSize
      ? null
      : `${expected.width}×${expected.height} → ${actual.width}×${actual.height}`,
  }
}
