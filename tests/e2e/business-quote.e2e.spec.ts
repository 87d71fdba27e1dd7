import { productBySlug } from '../support/cards'
import { waitForEmail } from '../support/outbox'
import { withDatabase } from '../server/support/database'
import { outbox, seriousViolations } from './checkout-support'
import { expect, test } from './fixtures'

type StoredQuote = {
  store_id: string
  contact_name: string
  email: string
  phone_number: string | null
  product_id: number | null
  quantity: string
  amount: string
  delivery_type: string
  message: string | null
  status: string
  mailed_at: Date | null
}

/** The quotes stored for a company name (the test's own, made unique by a time stamp). */
const storedQuotes = (company: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<StoredQuote>(
      `SELECT store_id, contact_name, email, phone_number, product_id, quantity, amount,
         delivery_type, message, status, mailed_at
       FROM business_quotes WHERE company_name = $1`,
      [company],
    )
    return rows
  })

test('a business buyer asks for a quote on /entreprise/: a refused amount, then sent, stored and mailed to the business contact', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const tag = Date.now()
  const company = `Atelier Éclair ${tag}`
  const email = `achats.${tag}@atelier-eclair.example`
  const product = await productBySlug('librairie-du-coin')

  // Business page v3 (seeded on): the form opens in a modal from « Demander un devis ».
  await page.goto('/entreprise/')
  await page.getByRole('main').getByRole('button', { name: 'Demander un devis' }).click()
  const dialog = page.getByRole('dialog', { name: 'Demander un devis' })
  const form = dialog.getByRole('form', { name: 'Demander un devis' })
  await expect(form.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled()
  await form.getByLabel('Nom de l’entreprise').fill(company)
  await form.getByLabel('Votre nom').fill('Claire Fontaine')
  await form.getByLabel('Adresse e-mail professionnelle').fill(email)
  await form.getByLabel('Téléphone (facultatif)').fill('+33 6 12 34 56 78')
  await form.getByLabel('Carte cadeau').selectOption({ label: product.title })
  await form.getByLabel('Nombre de cartes').fill('40')
  await form.getByRole('radio', { name: 'Physiques, par la poste' }).check()
  await form.getByLabel('Votre message (facultatif)').fill('Pour les fêtes de fin d’année.')

  // 600 € a card is over the 500 € limit: the field says so and nothing is stored.
  const amount = form.getByLabel('Montant par carte (€)')
  await amount.fill('600')
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(form.getByText('Choisissez un montant entier entre 5 et 500 €.')).toBeVisible()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  expect(await seriousViolations(page)).toEqual([])
  expect(await storedQuotes(company)).toEqual([])

  await amount.fill('50')
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
  const sent = dialog.getByRole('status')
  await expect(sent.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible()
  await expect(sent).toContainText('Merci ! Nous vous contactons sous un jour ouvré.')
  expect(await seriousViolations(page)).toEqual([])

  // Stored for staff, in cents, for store 52 and the chosen card; then mailed to its contact.
  const mail = await waitForEmail(
    outbox,
    (m) => m.to.includes('entreprises@cartecadeau.example') && m.subject.includes(company),
    30_000,
  )
  expect(mail.subject).toBe(`Demande de devis de ${company}`)
  expect(mail.text).toContain(email)
  expect(mail.text).toContain(product.title)
  // 40 cards of 50 €.
  expect(mail.text).toMatch(/2\s000\s€/)
  const quotes = await storedQuotes(company)
  expect(quotes).toHaveLength(1)
  expect(quotes[0]).toMatchObject({
    store_id: '52',
    contact_name: 'Claire Fontaine',
    email,
    product_id: Number(product.id),
    quantity: '40',
    amount: '5000',
    delivery_type: 'PHYSICAL',
    message: 'Pour les fêtes de fin d’année.',
    status: 'new',
  })
  expect(quotes[0]!.phone_number).toMatch(/^\+33\s?6/)
  expect(quotes[0]!.mailed_at).not.toBeNull()

  // Another request starts from a blank form.
  await sent.getByRole('button', { name: 'Faire une autre demande' }).click()
  await expect(form.getByLabel('Nom de l’entreprise')).toHaveValue('')
})
