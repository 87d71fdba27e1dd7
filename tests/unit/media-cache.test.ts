import { describe, expect, it } from 'vitest'

import {
  contentAddressedName,
  IMMUTABLE,
  mediaCacheControl,
  REVALIDATED,
} from '@/server/media-cache'

describe('issue 36 point 10: media Cache-Control', () => {
  const bytes = new TextEncoder().encode('<svg/>')

  it('names a file by its bytes, keeping its name and extension', () => {
    const name = contentAddressedName('logo.svg', bytes)
    expect(name).toMatch(/^logo-[0-9a-f]{12}\.svg$/)
    expect(contentAddressedName('logo.svg', bytes)).toBe(name)
    expect(contentAddressedName('logo.svg', new TextEncoder().encode('<svg />'))).not.toBe(name)
  })

  it('keeps content-addressed files for good, others an hour', () => {
    const name = contentAddressedName('card.png', bytes)
    expect(mediaCacheControl(name)).toBe(IMMUTABLE)
    // Payload's suffix for the same bytes uploaded twice.
    expect(mediaCacheControl(name.replace('.png', '-1.png'))).toBe(IMMUTABLE)
    expect(mediaCacheControl('logo.svg')).toBe(REVALIDATED)
    expect(mediaCacheControl('logo-1.svg')).toBe(REVALIDATED)
  })
})
