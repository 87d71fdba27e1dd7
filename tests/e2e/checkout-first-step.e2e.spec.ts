import { addOneECard } from './cart-support'
import { expect, test } from './fixtures'

// Issue 39: a guest's checkout is drawn by the server, and its form (react-hook-form, the fields'
// parts, placeOrder: about 25 KB gz) loads when the shopper reaches it, not with the page.
test('the checkout form comes to life when reached, keeping what was typed while its code came', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await addOneECard(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/paiement/')
  await page.waitForLoadState('networkidle')
  const step = page.getByRole('region', { name: 'Vos coordonnées' })
  const next = step.getByRole('button', { name: 'Continuer' })

  // The page around the form is live (the summary's overview opens), the form is not yet.
  await page.getByRole('button', { name: 'Voir le détail de la commande' }).click()
  const overview = page.getByRole('dialog', { name: 'Détail de votre commande' })
  await expect(overview).toBeVisible()
  await overview.getByRole('button', { name: 'Fermer' }).click()
  await expect(overview).toBeHidden()
  await page.waitForLoadState('networkidle')
  await expect(next).toBeDisabled()
  const loadedWithPage = scripts.length

  // Its code comes slowly: what is ticked and typed meanwhile stays, in the form's values too, and
  // the field typed in keeps the focus (hydrated where it is, not drawn again).
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await step.getByRole('radio', { name: 'Professionnel' }).check()
  await step.getByLabel('Prénom').pressSequentially('Camille', { delay: 100 })
  await expect(next).toBeDisabled()
  await expect(next).toBeEnabled({ timeout: 30_000 })
  expect(scripts.length).toBeGreaterThan(loadedWithPage)
  await expect(step.getByLabel('Prénom')).toHaveValue('Camille')
  await expect(step.getByLabel('Prénom')).toBeFocused()
  // The business fields show because the form's values hold the ticked choice.
  await expect(step.getByLabel('Nom de l’entreprise')).toBeVisible()

  // 'Continuer' checks the step with what was typed: Prénom is not among the missing fields.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await next.click()
  await expect(step.getByLabel('Prénom')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(step.getByLabel('Nom', { exact: true })).toHaveAttribute('aria-invalid', 'true')
})

test('a form reached before the page’s code ran comes to life without another touch', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await addOneECard(page)
  // The page's code comes late: the shopper is typing in the server's form by then.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await route.continue()
  })
  await page.goto('/paiement/', { waitUntil: 'commit' })
  const step = page.getByRole('region', { name: 'Vos coordonnées' })
  await step.getByLabel('Prénom').pressSequentially('Camille', { delay: 50 })
  await page.unrouteAll({ behavior: 'ignoreErrors' })

  await expect(step.getByRole('button', { name: 'Continuer' })).toBeEnabled({ timeout: 30_000 })
  await expect(step.getByLabel('Prénom')).toHaveValue('Camille')
  await expect(step.getByLabel('Prénom')).toBeFocused()
})
