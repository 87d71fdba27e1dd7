import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { contentAddressedName } from '@/server/media-cache'

import { formReady } from './admin-support'
import { expect, test } from './fixtures'

/** A seeded asset's file name in the media collection (its bytes name it). */
const seeded = (file: string) =>
  contentAddressedName(file, fs.readFileSync(path.join('src/seed/assets', file)))

/**
 * Issue 38 point 2 in /admin: the seeded CBBE editor's media list shows the shared files and not
 * CBFR's logo, and a file it uploads is CBBE's without choosing.
 */
test('the CBBE editor sees shared files, not CBFR’s, and uploads into CBBE', async ({ page }) => {
  await page.goto('/admin/login/')
  await page.getByLabel(/e-mail/i).fill(process.env.EDITOR_CBBE_EMAIL ?? '')
  await page.getByLabel(/mot de passe/i).fill(process.env.EDITOR_CBBE_PASSWORD ?? '')
  await page.getByRole('button', { name: /connexion|se connecter/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const french = seeded('logo.svg')
  const shared = seeded('not-found.svg')
  await page.goto(`/admin/collections/media/?where[filename][in]=${french},${shared}`)
  const table = page.getByRole('table')
  await expect(table.getByText(shared).first()).toBeVisible()
  await expect(table.getByText(french)).toHaveCount(0)

  await page.goto('/admin/collections/media/create/')
  await formReady(page)
  const image = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#0b0e53' } })
    .png()
    .toBuffer()
  await page.locator('input[type="file"]').setInputFiles({
    name: `admin-cbbe-${Date.now()}.png`,
    mimeType: 'image/png',
    buffer: image,
  })
  await page.locator('#field-alt').fill('Eigen beeld')
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })
  const id = /\/media\/(\d+)/.exec(page.url())![1]
  // Read as /admin does, from the page (Payload's CSRF check trusts its origin); deleted the same way.
  const { store, cbbe, deleted } = await page.evaluate(async (url) => {
    const read = async (path: string) => (await fetch(path, { credentials: 'include' })).json()
    const doc = (await read(`${url}?depth=0`)) as { store: number | null }
    const stores = (await read('/api/stores/?where[storeId][equals]=53&depth=0')) as {
      docs: { id: number }[]
    }
    const gone = await fetch(url, { method: 'DELETE', credentials: 'include' })
    return { store: doc.store, cbbe: stores.docs[0]?.id, deleted: gone.status }
  }, `/api/media/${id}`)
  expect(store).toBe(cbbe)
  expect(deleted).toBe(200)
})
