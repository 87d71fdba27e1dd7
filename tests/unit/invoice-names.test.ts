import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'

import { invoiceOf, sellerOf } from '@/commerce/domain/orders/invoice'
import { renderInvoicePdf } from '@/commerce/services/invoice/render-invoice'

import { chloe, posted } from '../fixtures/cart-package'
import { frenchMail } from '../fixtures/mail-store'
import { businessBilling, placedOrder, privateBilling } from '../fixtures/placed-order'
import { pdfTexts } from '../support/pdf-text'

const seller = sellerOf({ name: 'Carte Cadeau SAS', vatNumber: 'FR12345678901' })

// Names outside WinAnsi, the standard PDF fonts' encoding: Polish and Danish (Latin-1 and
// Extended-A), Turkish and Romanian (Extended-A and -B), Vietnamese (Latin Extended Additional).
const company = invoiceOf(
  placedOrder({
    billingAddress: {
      ...businessBilling,
      companyName: 'Ørsted',
      firstName: 'Łukasz',
      lastName: 'Żółć',
      street: 'Şişli Cd.',
      houseNumber: 5,
      suffix: null,
      city: 'Saint-Étienne',
    },
    packages: [posted(5000, { receiver: { ...chloe, name: 'Ștefan Țurcanu' } })],
  }),
  seller,
)

describe('an invoice for names outside WinAnsi', () => {
  it('draws every letter of the buyer, the address and the receiver, as a reader extracts them', async () => {
    const texts = await pdfTexts(await renderInvoicePdf(company, 'fr', frenchMail))
    expect(texts).toEqual(
      expect.arrayContaining([
        'Ørsted',
        'À l’attention de Łukasz Żółć',
        '5 Şişli Cd.',
        '75002 Saint-Étienne',
        'Frais d’envoi pour Ștefan Țurcanu',
      ]),
    )
  })

  it('draws a Vietnamese name, typed composed or decomposed, as one name', async () => {
    for (const lastName of ['Nguyễn Văn Ánh', 'Nguye\u0302\u0303n Va\u0306n A\u0301nh']) {
      const order = placedOrder({ billingAddress: { ...privateBilling, firstName: '', lastName } })
      const texts = await pdfTexts(
        await renderInvoicePdf(invoiceOf(order, seller), 'en', frenchMail),
      )
      expect(texts).toContain('Nguyễn Văn Ánh')
    }
  })

  it('embeds its two fonts subset to the glyphs it draws', async () => {
    const pdf = await renderInvoicePdf(company, 'fr', frenchMail)
    // Arimo's two faces weigh 320 kB each; subset, the whole invoice stays small.
    expect(pdf.byteLength).toBeLessThan(60_000)
    const document = await PDFDocument.load(pdf)
    const fonts = document.context.enumerateIndirectObjects().flatMap(([, object]) => {
      const name = object instanceof PDFDict && object.lookup(PDFName.of('BaseFont'))
      return name instanceof PDFName ? [name.decodeText()] : []
    })
    // A subset's name starts with a tag of six capitals.
    expect(new Set(fonts)).toEqual(new Set(['INVREG+Arimo-Regular', 'INVBLD+Arimo-Bold']))
  })

  it('renders the same invoice to the same bytes', async () => {
    const [one, two] = await Promise.all(
      [1, 2].map(() => renderInvoicePdf(company, 'fr', frenchMail)),
    )
    expect(Buffer.from(one!).equals(Buffer.from(two!))).toBe(true)
  })
})
