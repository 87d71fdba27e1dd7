import { describe, expect, it } from 'vitest'

import { PREVIEW_SIZE, previewSources } from '@/components/card-preview-sources'
import { imageSources } from '@/components/media-image'

describe('a card preview’s sources in the basket', () => {
  it('are what next/image’s getImageProps writes at the preview’s size', () => {
    for (const url of [
      'http://localhost:3000/api/media/file/bistrot-du-port-9a8b7c.png',
      'https://cadeaubon.example/api/media/file/caf%C3%A9%20noir.jpg',
      'http://localhost:3000/api/media/file/carte.svg',
    ]) {
      const media = { url, alt: '', mimeType: null }
      expect(previewSources(url), url).toEqual(
        imageSources(media, PREVIEW_SIZE.width, PREVIEW_SIZE.height),
      )
    }
  })
})
