import { expect, test } from '@playwright/test'

import { ServerClient } from './support/client'

test.describe('issue 22 point 3: a cached page is answered without work per request of ours', () => {
  test('the list and home come from the cache with the security headers, nothing computed per request', async () => {
    // A browser's first visit, speaking Dutch to a French page: what used to bring a locale cookie.
    const headers = { 'accept-language': 'nl-NL,nl;q=0.9', 'accept-encoding': 'gzip' }
    for (const path of ['/cartes-cadeaux/', '/', '/nl/cadeaubonnen/']) {
      // Nothing is prerendered (the build reads no database): the first request renders the page.
      await new ServerClient().fetch(path, { headers })
      const answer = await new ServerClient().fetch(path, { headers })
      expect(answer.status, path).toBe(200)
      const header = (name: string) => answer.headers.get(name)
      expect(header('x-nextjs-cache'), path).toMatch(/^(HIT|STALE)$/)
      expect(header('content-security-policy'), path).toContain("frame-ancestors 'self'")
      expect(header('x-content-type-options'), path).toBe('nosniff')
      expect(header('strict-transport-security'), path).toContain('max-age=')
      // Read only by locale detection, which is off: no Set-Cookie on a page any visitor may share.
      expect(answer.headers.getSetCookie(), path).toEqual([])
      // A hash of the whole HTML on every answer; alternates are in the page's own metadata.
      expect(header('etag'), path).toBeNull()
      expect(header('link'), path).toBeNull()
      expect(answer.body, path).toContain('rel="alternate" hrefLang="nl-FR"')
    }
  })
})
