import { PDFDocument } from '@cantoo/pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { invoiceOf, sellerOf } from '@/commerce/domain/orders/invoice'
import { invoiceLayout } from '@/commerce/services/invoice/layout'
import { A4, type InvoicePage } from '@/commerce/services/invoice/page-cursor'
import { renderInvoicePdf } from '@/commerce/services/invoice/render-invoice'
import { embedInvoiceFonts, type InvoiceFonts } from '@/commerce/services/invoice/typeface'

import { cartPackage, posted } from '../fixtures/cart-package'
import { frenchMail } from '../fixtures/mail-store'
import { businessBilling, placedOrder, privateBilling } from '../fixtures/placed-order'
import { pdfTexts } from '../support/pdf-text'

const seller = sellerOf({
  name: 'Carte Cadeau',
  legalName: 'Carte Cadeau SAS',
  companyNumber: '812345676',
  customerService: { email: 'service@cartecadeau.fr' },
  postalAddress: {
    street: '3 place du Marché',
    postCode: '69002',
    city: 'Lyon',
    countryCode: 'FR',
  },
  vatNumber: 'FR12345678901',
})
const wrapper = { id: '1', title: 'Enveloppe dorée', price: 250 }
const invoice = invoiceOf(
  placedOrder({ packages: [cartPackage(), posted(5000, { qty: 2, wrapper })] }),
  seller,
)

let typeface: InvoiceFonts
beforeAll(async () => {
  typeface = await embedInvoiceFonts(await PDFDocument.create())
})

const textOf = (pages: InvoicePage[]) => pages.flatMap((page) => page.runs.map((run) => run.text))
// Intl puts a no-break space before % and €; the French messages a narrow one before a colon.
const nbsp = '\u00a0'
const narrow = '\u202f'

describe('the invoice layout', () => {
  it('writes the seller, the buyer, the numbers, the lines and the totals in French', () => {
    const texts = textOf(invoiceLayout(invoice, 'fr', frenchMail, typeface))
    expect(texts).toEqual(
      expect.arrayContaining([
        'Carte Cadeau',
        'Carte Cadeau SAS',
        '3 place du Marché',
        '69002 Lyon',
        'France',
        `SIREN${narrow}: 812345676`,
        `N° TVA${narrow}: FR12345678901`,
        'Facturé à',
        'Zoé Lefèvre',
        '8 bis rue de la Paix',
        '75002 Paris',
        'Facture n° F52-2026-000123',
        `Date de facture${narrow}: 23 novembre 2026`,
        `Commande${narrow}: CC-52-000123`,
        'Carte cadeau Spa Zen par e-mail',
        'Carte cadeau Spa Zen par courrier',
        'Emballage Enveloppe dorée',
        'Frais d’envoi pour Chloé Petit',
        'Frais de service',
        'Exonéré de TVA',
        `20${nbsp}%`,
        `2,50${nbsp}€`,
        `133,45${nbsp}€`,
        `1,41${nbsp}€`,
        'Facture acquittée le 23 novembre 2026 par carte bancaire.',
        'Page 1 sur 1',
      ]),
    )
  })

  it('shows a business buyer’s company, contact, SIREN, VAT number and reference', () => {
    const business = invoiceOf(placedOrder({ billingAddress: businessBilling }), seller)
    const texts = textOf(invoiceLayout(business, 'fr', frenchMail, typeface))
    expect(texts).toEqual(
      expect.arrayContaining([
        'Atelier Éclair SAS',
        'À l’attention de Zoé Lefèvre',
        `SIREN${narrow}: 732829320`,
        `N° TVA${narrow}: FR44732829320`,
        `Votre référence${narrow}: PO-2026-17`,
        'compta@eclair.fr',
      ]),
    )
  })

  it('keeps every text inside the page and above its bottom edge', () => {
    for (const page of invoiceLayout(invoice, 'fr', frenchMail, typeface)) {
      for (const run of page.runs) {
        expect(run.x).toBeGreaterThanOrEqual(40)
        expect(run.x + typeface.measure(run.text, run.size, run.font)).toBeLessThanOrEqual(
          A4.width - 40,
        )
        expect(run.y).toBeGreaterThan(20)
        expect(run.y).toBeLessThan(A4.height - 40)
      }
    }
  })

  it('continues a long order on a next page, with the table header again', () => {
    const packages = Array.from({ length: 40 }, (_, index) =>
      cartPackage({ title: `Carte ${index + 1}`, wrapper }),
    )
    const pages = invoiceLayout(
      invoiceOf(placedOrder({ packages }), seller),
      'fr',
      frenchMail,
      typeface,
    )
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages.slice(0, -1)) expect(textOf([page])).toContain('Désignation')
    expect(textOf(pages)).toContain(`Page ${pages.length} sur ${pages.length}`)
    expect(textOf(pages).filter((text) => text.startsWith('Carte cadeau Carte '))).toHaveLength(40)
  })

  it('cuts a description too long for its column', () => {
    const long = cartPackage({ title: 'Un très long nom de carte '.repeat(6) })
    const texts = textOf(
      invoiceLayout(
        invoiceOf(placedOrder({ packages: [long] }), seller),
        'fr',
        frenchMail,
        typeface,
      ),
    )
    const line = texts.find((text) => text.startsWith('Carte cadeau Un très long'))
    expect(line?.endsWith('…')).toBe(true)
  })

  it.each([
    ['en', 'Invoice no. F52-2026-000123', 'Paid on 23 November 2026 by card.'],
    ['nl', 'Factuurnummer F52-2026-000123', 'Betaald op 23 november 2026 met creditcard.'],
  ] as const)('speaks %s', (locale, number, paid) => {
    expect(textOf(invoiceLayout(invoice, locale, frenchMail, typeface))).toEqual(
      expect.arrayContaining([number, paid]),
    )
  })
})

describe('the drawable text', () => {
  it.each([
    ['12,50\u202f€ −2\u2009%', '12,50\u202f€ −2\u2009%'],
    ['Zoé 🎁 Lefèvre', 'Zoé Lefèvre'],
    ['Œuvre “œcuménique” – 2€', 'Œuvre “œcuménique” – 2€'],
    ['Nguye\u0302\u0303n Ștefan', 'Nguyễn Ștefan'],
    ['ligne\nsuivante\u2028fin', 'ligne suivante fin'],
    ['日本', ''],
  ])('%j draws as %j', (text, drawn) => {
    expect(typeface.drawable(text)).toBe(drawn)
  })
})

describe('renderInvoicePdf', () => {
  it('writes an A4 PDF that names itself', async () => {
    const pdf = await renderInvoicePdf(invoice, 'fr', frenchMail)
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-')
    const document = await PDFDocument.load(pdf, { updateMetadata: false })
    expect(document.getPageCount()).toBe(1)
    expect(document.getPage(0).getSize()).toEqual({ width: A4.width, height: A4.height })
    expect(document.getTitle()).toBe('Facture F52-2026-000123')
    expect(document.getSubject()).toBe('Facture F52-2026-000123 de la commande CC-52-000123')
    expect(document.getAuthor()).toBe('Carte Cadeau SAS')
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-23T10:17:30.000Z')
  })

  it('draws names and titles with emoji and narrow spaces without failing', async () => {
    const hostile = invoiceOf(
      placedOrder({
        billingAddress: { ...privateBilling, firstName: 'Zoé 🎉', lastName: 'Li\u202f明' },
        packages: [cartPackage({ title: 'Spa 🧖 Zen\u2028' })],
      }),
      { ...seller, legalName: 'Carte 🎁 Cadeau' },
    )
    const pdf = await renderInvoicePdf(hostile, 'fr', frenchMail)
    const document = await PDFDocument.load(pdf)
    expect(document.getPageCount()).toBe(1)
    expect(document.getAuthor()).toBe('Carte 🎁 Cadeau')
    expect(await pdfTexts(pdf)).toEqual(
      expect.arrayContaining(['Carte Cadeau', 'Carte cadeau Spa Zen par e-mail']),
    )
  })
})
