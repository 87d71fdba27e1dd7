import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** Per pixel: how far two colours may be apart (pixelmatch's YIQ distance, 0–1) and still match. */
const PIXEL_THRESHOLD = 0.1

export type Comparison = { percent: number; sizes: string | null; diff: () => Buffer }

/** Both images on one canvas of the larger size, so a page that grew still shows where. */
function onCanvas(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image
  const canvas = new PNG({ width, height })
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0)
  return canvas
}

/**
 * The share of pixels that differ (in %), a changed size, and on demand a diff image that paints
 * them red (drawn only for a failure: most captures match).
 */
export function compareImages(expectedPng: Buffer, actualPng: Buffer): Comparison {
  const expected = PNG.sync.read(expectedPng)
  const actual = PNG.sync.read(actualPng)
  const width = Math.max(expected.width, actual.width)
  const height = Math.max(expected.height, actual.height)
  const [before, after] = [onCanvas(expected, width, height), onCanvas(actual, width, height)]
  const match = (output?: Buffer) =>
    pixelmatch(before.data, after.data, output, width, height, { threshold: PIXEL_THRESHOLD })
  const sameSize = expected.width === actual.width && expected.height === actual.height
  return {
    percent: (match() / (width * height)) * 100,
    sizes: sameSize
      ? null
      : `${expected.width}×${expected.height} → ${actual.width}×${actual.height}`,
    diff: () => {
      const diff = new PNG({ width, height })
      match(diff.data)
      return PNG.sync.write(diff)
    },
  }
}
