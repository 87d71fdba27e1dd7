import { crc32, deflateSync } from 'node:zlib'

/** The colours a store's icon is drawn in (its branding's theme). */
export type IconColours = { brand: string; accent: string }

const rgb = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/**
 * The store's app icon as a PNG of `size` × `size` (touch icon, web app manifest): the gift card's
 * ribbon of the favicon, filling the square in the store's brand and accent colours. Drawn here,
 * not by an image library: a few rectangles and a disc, full-bleed, as launchers round the corners.
 */
export function storeIconPng(size: number, colours: IconColours): Buffer {
  const brand = rgb(colours.brand)
  const accent = rgb(colours.accent)
  const middle = (size - 1) / 2
  const stripe = size * 0.06
  const knot = (size * 0.14) ** 2
  const rows = Buffer.alloc((size * 3 + 1) * size)
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1)
    rows[row] = 0 // no filter
    for (let x = 0; x < size; x++) {
      const ribbon =
        Math.abs(x - middle) <= stripe ||
        Math.abs(y - middle) <= stripe ||
        (x - middle) ** 2 + (y - middle) ** 2 <= knot
      const [r, g, b] = ribbon ? accent : brand
      rows.set([r, g, b], row + 1 + x * 3)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
