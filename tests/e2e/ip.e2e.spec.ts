import { expect, test } from './fixtures'

// GET /ip runs on the server only: the desktop project checks it (see playwright.config.ts).
test.describe('GET /ip (store switcher)', () => {
  test('trusts a CDN country header', async ({ request }) => {
    const response = await request.get('/ip/', { headers: { 'cf-ipcountry': 'BE' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(response.headers()['cache-control']).toBe('private, no-store')
    expect(response.headers()['vary']).toContain('cf-ipcountry')
    expect(await response.json()).toEqual({ country_code: 'BE', country: 'Belgium' })
  })

  test('looks a forwarded public French address up in the GeoIP database', async ({ request }) => {
    // 90.0.0.1 is Orange's, in France (DB-IP Lite data shipped with the app).
    const response = await request.get('/ip/', { headers: { 'x-forwarded-for': '90.0.0.1' } })
    expect(await response.json()).toEqual({ country_code: 'FR', country: 'France' })
  })

  test('answers unknown from localhost without headers', async ({ request }) => {
    const response = await request.get('/ip/')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ country_code: null, country: null })
  })
})
