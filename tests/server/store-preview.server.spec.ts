import { expect, test } from '@playwright/test'

import { previewSecret } from '@/collections/shared/preview'

import { signedInAs, signedInWith } from './support/staff'

/*
 * Issue 38 point 2: staff preview a page of any store they work in on the host they signed in
 * on. The run's server (plain localhost) is CBFR's; the preview of a CBBE document shows CBBE's.
 */
const lang = (body: string) => /<html[^>]* lang="([^"]+)"/.exec(body)?.[1]
const previewOf = (store: number) =>
  `/api/preview/?${new URLSearchParams({ path: '/', store: String(store), secret: previewSecret() })}`

test('an admin on CBFR’s host previews CBBE’s home, and leaves it for CBFR’s', async () => {
  const admin = await signedInAs('admin')
  const opened = await admin.fetch(previewOf(53))
  expect(opened.status).toBe(307)
  expect(admin.jar.get('preview-store')).toBe('53')
  expect(lang((await admin.fetch('/')).body)).toBe('nl-BE')

  const left = await admin.fetch('/api/exit-preview/?path=/')
  expect(left.status).toBe(307)
  expect(admin.jar.has('preview-store')).toBe(false)
  expect(lang((await admin.fetch('/')).body)).toBe('fr-FR')
})

test('an editor previews only the stores it works in; a visitor’s cookie alone changes nothing', async () => {
  const belgian = await signedInWith(
    process.env.EDITOR_CBBE_EMAIL ?? '',
    process.env.EDITOR_CBBE_PASSWORD ?? '',
  )
  expect((await belgian.fetch(previewOf(52))).status).toBe(403)
  expect((await belgian.fetch(previewOf(53))).status).toBe(307)
  expect(lang((await belgian.fetch('/')).body)).toBe('nl-BE')

  // Not in draft mode, the store cookie is ignored: the host's store answers.
  const visitor = await signedInAs('customerService')
  visitor.jar.set('preview-store', '53')
  expect(lang((await visitor.fetch('/')).body)).toBe('fr-FR')
})
