import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { type Story, thumbnailsDir } from './catalogue'

/** Payload's block picker shows thumbnails at 3:2. */
const SIZE = { width: 480, height: 320 }

/**
 * public/block-thumbnails/<slug>.png for each block kind: the top 3:2 of its first story at
 * 1280 px, scaled down. A 256-colour palette keeps each file a few KB.
 */
export async function writeThumbnails(
  firstStories: Map<string, Story>,
  desktop: Map<string, Buffer>,
): Promise<number> {
  fs.mkdirSync(thumbnailsDir, { recursive: true })
  let written = 0
  for (const [slug, story] of firstStories) {
    const capture = desktop.get(story.id)
    if (!capture) continue
    // Whitespace below a short capture, not the sides cut off: the picture is the page's top.
    const { width = 0, height = 0 } = await sharp(capture).metadata()
    const bottom = Math.max(0, Math.ceil((width * SIZE.height) / SIZE.width) - height)
    const page = await sharp(capture).extend({ bottom, background: '#ffffff' }).toBuffer()
    await sharp(page)
      .resize({ ...SIZE, fit: 'cover', position: 'top' })
      .png({ palette: true, compressionLevel: 9, effort: 10 })
      .toFile(path.join(thumbnailsDir, `${slug}.png`))
    written += 1
  }
  return written
}
