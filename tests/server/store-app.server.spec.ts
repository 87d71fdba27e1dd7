import { expect, test } from '@playwright/test'

import { requestAs } from './support/hosts'

const BE = 'cadeaubon-be.localhost'
const FR = 'cartecadeau.localhost'

type Manifest = {
  name: string
  lang: string
  start_url: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}

/*
 * Issue 40 point 10: each store is an installable web app of its own: a manifest and a touch icon
 * from its row (name, language, theme colours), linked from its pages.
 */
test.describe('a web app manifest and touch icon per store', () => {
  test('each host serves its store’s manifest', async () => {
    const manifests = await Promise.all(
      [BE, FR].map(async (host) => {
        const answer = await requestAs(host, '/manifest.webmanifest')
        expect(answer.status, host).toBe(200)
        expect(answer.headers['content-type']).toContain('application/manifest+json')
        return JSON.parse(answer.body) as Manifest
      }),
    )
    const [belgian, french] = manifests as [Manifest, Manifest]
    expect(belgian).toMatchObject({ lang: 'nl-BE', start_url: '/', theme_color: '#0b4f6c' })
    expect(french).toMatchObject({ lang: 'fr-FR', start_url: '/', theme_color: '#c8102e' })
    expect(belgian.name).not.toBe(french.name)
    expect(french.icons.map((icon) => icon.sizes)).toEqual([
      '192x192',
      '192x192',
      '512x512',
      '512x512',
    ])
    for (const icon of french.icons) {
      const image = await requestAs(FR, icon.src)
      expect(image.status, icon.src).toBe(200)
      expect(image.headers['content-type']).toBe('image/png')
    }
  })

  test('pages link the manifest and the touch icon, which is a PNG of 180 px', async () => {
    const home = await requestAs(FR, '/')
    expect(home.body).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/)
    const touch = /<link rel="apple-touch-icon" href="([^"]+)" sizes="180x180"/.exec(home.body)
    expect(touch?.[1]).toBe('/store-icon/180.png')
    // The favicons stay beside it.
    expect(home.body).toMatch(/<link rel="icon" href="\/favicon\.ico/)
    expect(home.body).toMatch(/<link rel="icon" href="\/icon\.svg"[^>]* type="image\/svg\+xml"/)
    const icon = await requestAs(FR, touch![1]!)
    expect(icon.status).toBe(200)
    // The body is read as text: the signature's first byte is not ASCII, its next three are.
    expect(icon.body.slice(1, 4)).toBe('PNG')
    expect((await requestAs(FR, '/store-icon/64.png')).status).toBe(404)
  })
})
