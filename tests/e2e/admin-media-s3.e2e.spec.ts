import sharp from 'sharp'

import { startInstance } from '../server/support/instance'
import { startS3Store } from '../support/s3-store'
import { expect, test } from './fixtures'

/**
 * Beside the run's server (media on disk), a second instance of the same build on the same
 * database, with S3_* pointing at a real S3-compatible server on loopback.
 */
test('point 4: an image uploaded in /admin goes to the S3 bucket and the shop serves it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const store = await startS3Store()
  const instance = await startInstance(store.env)
  try {
    expect(instance.ready, instance.output()).toBe(true)
    const image = await sharp({
      create: { width: 8, height: 6, channels: 3, background: '#c0ffee' },
    })
      .png()
      .toBuffer()

    await page.goto(`${instance.url}/admin/login/`)
    await page.getByLabel(/e-mail/i).fill('e2e-admin@example.com')
    await page.getByLabel(/mot de passe/i).fill('e2e-password-1234')
    await page.getByRole('button', { name: /connexion|se connecter/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)

    await page.goto(`${instance.url}/admin/collections/media/create/`)
    await page.locator('input[type="file"]').setInputFiles({
      name: `admin-s3-${Date.now()}.png`,
      mimeType: 'image/png',
      buffer: image,
    })
    await page.locator('#field-alt').fill('Preuve S3')
    await page.locator('#action-save').click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })
    const id = /\/media\/(\d+)/.exec(page.url())![1]
    // Read as /admin does, from the page: the document answers staff only (the file anyone).
    const doc = await page.evaluate(async (url) => {
      const answer = await fetch(url, { credentials: 'include' })
      return (await answer.json()) as { filename: string; url: string }
    }, `${instance.url}/api/media/${id}`)

    const object = await store.object(doc.filename)
    expect(object.status).toBe(200)
    expect(Buffer.from(await object.arrayBuffer())).toEqual(image)

    // The URL Payload gives, and the image optimiser the shop's pages put in their srcset.
    const path = new URL(doc.url).pathname
    const served = await page.request.get(`${instance.url}${path}`)
    expect(served.status()).toBe(200)
    expect(await served.body()).toEqual(image)
    const optimised = await page.request.get(
      `${instance.url}/_next/image?url=${encodeURIComponent(path)}&w=64&q=75`,
    )
    expect(optimised.status()).toBe(200)
    expect(optimised.headers()['content-type']).toMatch(/^image\//)

    // The run's database stays as the other tests expect it; the object goes with its document.
    // Deleted as /admin does it: from the page, whose origin Payload's CSRF check trusts.
    const deleted = await page.evaluate(
      async (url) => (await fetch(url, { method: 'DELETE', credentials: 'include' })).status,
      `${instance.url}/api/media/${id}`,
    )
    expect(deleted).toBe(200)
    expect((await store.object(doc.filename)).status).toBe(404)
  } finally {
    await instance.stop()
    await store.stop()
  }
})
