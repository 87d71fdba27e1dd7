import { inflateSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { storeIconPng } from '@/server/store-app/icon-png'
import { storeIconPath, webAppManifest } from '@/server/store-app/manifest'

/** A PNG's size and its RGB pixel at (x, y), read back from its chunks. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  const chunks = new Map<string, Buffer>()
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    chunks.set(png.toString('ascii', at + 4, at + 8), png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const header = chunks.get('IHDR')!
  const width = header.readUInt32BE(0)
  const rows = inflateSync(chunks.get('IDAT')!)
  const pixel = (x: number, y: number) => {
    const at = y * (width * 3 + 1) + 1 + x * 3
    return `#${rows.subarray(at, at + 3).toString('hex')}`
  }
  return { width, height: header.readUInt32BE(4), kinds: [...chunks.keys()], pixel }
}

const theme = {
  brand: '#c8102e',
  brandContrast: '#ffffff',
  accent: '#ffb81c',
  text: '#1d1d1f',
  background: '#fdfcfa',
  muted: '#f5f2ee',
}

describe('a store’s app icon and web app manifest (issue 40 point 10)', () => {
  it('draws the icon at the size asked, in the store’s brand and accent colours', () => {
    const png = readPng(storeIconPng(180, theme))
    expect([png.width, png.height]).toEqual([180, 180])
    expect(png.kinds).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(png.pixel(0, 0)).toBe('#c8102e')
    expect(png.pixel(179, 179)).toBe('#c8102e')
    expect(png.pixel(90, 90)).toBe('#ffb81c')
    expect(png.pixel(90, 2)).toBe('#ffb81c')
    const other = readPng(storeIconPng(192, { brand: '#0b5c3b', accent: '#ffffff' }))
    expect(other.width).toBe(192)
    expect(other.pixel(10, 10)).toBe('#0b5c3b')
  })

  it('names the store, its language, colours and icons', () => {
    const manifest = webAppManifest(
      {
        name: 'CBBE',
        theme,
        organisation: { name: 'Cadeaubon', url: 'https://cadeaubon.be', description: 'Bonnen' },
      },
      'nl-BE',
    )
    expect(manifest).toMatchObject({
      name: 'Cadeaubon',
      short_name: 'Cadeaubon',
      description: 'Bonnen',
      lang: 'nl-BE',
      start_url: '/',
      theme_color: '#c8102e',
      background_color: '#fdfcfa',
    })
    expect(manifest.icons?.map((icon) => [icon.src, icon.sizes, icon.purpose])).toEqual([
      [storeIconPath(192), '192x192', 'any'],
      [storeIconPath(192), '192x192', 'maskable'],
      [storeIconPath(512), '512x512', 'any'],
      [storeIconPath(512), '512x512', 'maskable'],
    ])
  })
})
