import { describe, expect, it } from 'vitest'

import { shipmentsOf } from '@/commerce/domain/cart'
import { invoiceOf, sellerOf } from '@/commerce/domain/orders/invoice'
import {
  businessQuoteEmail,
  digitalCardEmail,
  groupedCardNumber,
  orderConfirmationEmail,
  orderPendingEmail,
  paymentReminderEmail,
} from '@/emails'

import { alice, cartPackage, chloe, posted } from '../fixtures/cart-package'
import { frenchMail } from '../fixtures/mail-store'
import { businessBilling, placedOrder } from '../fixtures/placed-order'

// French puts no-break spaces (narrow or not) before : and €; the tests read them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const order = placedOrder({
  packages: [cartPackage({ receiver: alice, deliveryMode: 'SINGLE' }), posted(5000, { qty: 2 })],
  deliveries: [
    {
      tag: 'digital-x',
      deliveryType: 'DIGITAL',
      earliest: '2026-11-23',
      latest: '2026-11-23',
      registeredMail: false,
    },
    {
      tag: 'placeholder',
      deliveryType: 'PHYSICAL',
      earliest: '2026-11-24',
      latest: '2026-11-26',
      registeredMail: false,
    },
  ],
})
// The deliveries are keyed by the shipments' own tags.
const [digitalTag, postedTag] = shipmentsOf(order.packages).map((shipment) => shipment.tag)
order.deliveries[0]!.tag = digitalTag!
order.deliveries[1]!.tag = postedTag!
const invoice = invoiceOf(order, sellerOf({ name: 'Carte Cadeau SAS' }))
const link = 'https://cartecadeau.localhost/compte/commandes/CC-52-000123/'

describe('the order confirmation', () => {
  it('thanks, numbers the order, and says what goes where and when', async () => {
    const email = await orderConfirmationEmail({
      order,
      invoice,
      orderUrl: link,
      locale: 'fr',
      store: frenchMail,
    })
    expect(email.subject).toBe('Merci pour votre commande CC-52-000123')
    for (const part of [email.html, email.text].map(plain)) {
      expect(part).toContain('Bonjour Zoé,')
      expect(part).toContain(`Numéro de commande : CC-52-000123`)
      expect(part).toContain('Par e-mail à Alice Martin (alice@example.fr)')
      expect(part).toContain('Arrivée prévue le lundi 23 novembre 2026.')
      expect(part).toContain(`Par courrier à ${chloe.name}`)
      expect(part).toContain('12 rue des Lilas')
      expect(part).toContain(`2 × Spa Zen, 50 €`)
      expect(part).toContain('entre le mardi 24 novembre 2026 et le jeudi 26 novembre 2026')
      expect(part).toContain(`Total : 128,45 €`)
      expect(part).toContain(`dont TVA 0,58 €`)
      expect(part).toContain('8 bis rue de la Paix')
      expect(part).toContain('Votre facture F52-2026-000123 est jointe')
    }
    expect(email.html).toContain(`href="${link}"`)
    expect(email.text).toContain('au sujet de votre commande chez Carte Cadeau')
  })

  it('names the company of a business buyer and says registered post', async () => {
    const business = {
      ...order,
      billingAddress: businessBilling,
      deliveries: order.deliveries.map((d) => ({ ...d, registeredMail: true })),
    }
    const email = await orderConfirmationEmail({
      order: business,
      invoice: invoiceOf(business, sellerOf({ name: 'Carte Cadeau SAS' })),
      orderUrl: link,
      locale: 'fr',
      store: frenchMail,
    })
    expect(email.text).toContain('Atelier Éclair SAS')
    expect(email.text).toContain('Par courrier recommandé à Chloé Petit')
  })

  it('speaks Dutch', async () => {
    const email = await orderConfirmationEmail({
      order,
      invoice,
      orderUrl: link,
      locale: 'nl',
      store: frenchMail,
    })
    expect(email.subject).toBe('Bedankt voor je bestelling CC-52-000123')
    expect(email.text).toContain('Verwacht op maandag 23 november 2026.')
  })
})

const bankAccount = {
  accountHolder: 'Carte Cadeau SAS',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  bankName: 'Banque Exemple',
}

describe('the pending order (bank transfer)', () => {
  it('says how much to transfer where, with which reference, and until when', async () => {
    const email = await orderPendingEmail({
      order: { ...order, status: 'PENDING', paidAt: null, invoiceNumber: null },
      bankAccount,
      payBefore: '2026-12-07T10:15:00.000Z',
      locale: 'fr',
      store: frenchMail,
    })
    expect(email.subject).toBe('Votre commande CC-52-000123 attend votre virement')
    const text = plain(email.text)
    expect(text).toContain(`Virez 128,45 €`)
    expect(text).toContain('Bénéficiaire : Carte Cadeau SAS')
    expect(text).toContain('IBAN : FR76 3000 6000 0112 3456 7890 189')
    expect(text).toContain('BIC : AGRIFRPP')
    expect(text).toContain('Banque : Banque Exemple')
    expect(text).toContain(`Référence : CC-52-000123`)
    expect(email.text).toContain('Sans virement reçu le 7 décembre 2026')
  })

  it('is written in Dutch for an order placed in Dutch', async () => {
    const email = await orderPendingEmail({
      order: { ...order, status: 'PENDING', paidAt: null, invoiceNumber: null },
      bankAccount,
      payBefore: '2026-12-07T10:15:00.000Z',
      locale: 'nl',
      store: frenchMail,
    })
    expect(email.subject).toBe('Je bestelling CC-52-000123 wacht op je overschrijving')
    const text = plain(email.text)
    expect(text).toContain('Begunstigde: Carte Cadeau SAS')
    expect(text).toContain('Bank: Banque Exemple')
    expect(text).toContain('Mededeling: CC-52-000123')
    expect(text).toContain('7 december 2026')
  })
})

describe('the payment reminder', () => {
  it('links back to the payment and says how long the order is kept', async () => {
    const payUrl = 'https://cartecadeau.localhost/commande/payer/?order=abc'
    const email = await paymentReminderEmail({
      order: { ...order, status: 'PENDING', paidAt: null, invoiceNumber: null },
      payUrl,
      keptUntil: '2026-11-25T10:15:00.000Z',
      locale: 'fr',
      store: frenchMail,
    })
    expect(email.subject).toBe('Votre paiement n’a pas abouti')
    expect(email.html).toContain(`href="${payUrl}"`)
    expect(email.text).toContain(payUrl)
    expect(plain(email.text)).toContain(`commande CC-52-000123 (128,45 €) n’a pas été finalisé`)
    expect(email.text).toContain('jusqu’au mercredi 25 novembre 2026')
  })
})

describe('the digital gift card', () => {
  const card = {
    receiverName: 'Alice',
    senderName: 'Zoé',
    productTitle: 'Spa Zen',
    amount: { currency: 'EUR', value: 5000 },
    cardNumber: '6064365012345678901',
    pin: '4821',
    expiresAt: '2028-11-23',
    message: 'Joyeux anniversaire !\nProfite bien.',
    image: 'https://cartecadeau.localhost/media/spa-zen.png',
    balanceUrl: 'https://cartecadeau.localhost/verifier-solde/',
    locale: 'fr' as const,
    store: frenchMail,
  }

  it('gives the number in groups of four, the PIN, the value, the validity and the note', async () => {
    const email = await digitalCardEmail(card)
    expect(email.subject).toBe('Zoé vous offre une carte cadeau')
    for (const part of [email.html, email.text].map(plain)) {
      expect(part).toContain('Bonjour Alice,')
      expect(part).toContain('6064 3650 1234 5678 901')
      expect(part).toContain('4821')
      expect(part).toContain(`Valeur : 50 €`)
      expect(part).toContain(`Valable jusqu’au : 23 novembre 2028`)
      expect(part).toContain('Joyeux anniversaire')
    }
    expect(email.html).toContain(`href="${card.balanceUrl}"`)
    expect(email.html).toContain(`src="${card.image}"`)
  })

  it('escapes a hostile personal message', async () => {
    const message = '<script>alert("x")</script><a href="https://evil.example">gagné</a>'
    const { html } = await digitalCardEmail({ ...card, message, senderName: '<b>Zoé</b>' })
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('href="https://evil.example"')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toContain('<b>Zoé</b>')
  })

  it('leaves out the note and the image when there are none', async () => {
    const email = await digitalCardEmail({ ...card, message: null, image: null })
    expect(email.text).not.toContain('Son message')
    expect(email.html).not.toContain('<img')
  })

  it.each([
    ['6064365012345678901', '6064 3650 1234 5678 901'],
    ['6064 3650 1234 5678 901', '6064 3650 1234 5678 901'],
    ['12345678', '1234 5678'],
  ])('groups %s as %s', (number, grouped) => {
    expect(groupedCardNumber(number)).toBe(grouped)
  })
})

describe('the business quote request', () => {
  it('lists the request for the store’s business contact', async () => {
    const email = await businessQuoteEmail({
      quote: {
        companyName: 'Atelier Éclair SAS',
        contactName: 'Marc Dubois',
        email: 'marc@eclair.fr',
        phone: '+33 6 12 34 56 78',
        productTitle: null,
        quantity: 40,
        amount: 2500,
        deliveryType: 'PHYSICAL',
        message: 'Pour Noël <b>urgent</b>',
      },
      locale: 'fr',
      store: frenchMail,
      currency: 'EUR',
    })
    expect(email.subject).toBe('Demande de devis de Atelier Éclair SAS')
    expect(email.html).toContain('lang="fr"')
    for (const part of [email.html, email.text].map(plain)) {
      expect(part).toContain('Bonjour,')
      expect(part).toContain(`Contact : Marc Dubois`)
      expect(part).toContain(`Carte : Au choix`)
      expect(part).toContain(`Nombre de cartes : 40`)
      expect(part).toContain(`Montant par carte : 25 €`)
      expect(part).toContain(`Valeur totale : 1 000 €`)
      expect(part).toContain(`Livraison : Par courrier`)
    }
    expect(email.html).toContain('Pour Noël &lt;b&gt;urgent&lt;/b&gt;')
  })
})
