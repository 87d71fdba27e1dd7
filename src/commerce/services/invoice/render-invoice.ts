// @cantoo/pdf-lib, the maintained fork of pdf-lib (unmaintained since 2021): the same API, so the
// drawing stayed as it was, and it embeds and subsets TrueType fonts through @cantoo/fontkit.
import { PDFDocument, rgb } from '@cantoo/pdf-lib'

import type { Invoice } from '@/commerce/domain/orders/invoice'
import type { StoreLocality } from '@/emails/dates'

import { invoiceLayout } from './layout'
import { A4 } from './page-cursor'
import { invoiceTexts, type InvoiceLocale } from '@/emails/invoice-texts'
import { embedInvoiceFonts } from './typeface'

const ink = rgb(0.11, 0.11, 0.12)
const ruleColour = rgb(0.75, 0.75, 0.77)

/**
 * The invoice as an A4 PDF in an embedded Unicode font, so that every name is drawn as it was
 * typed. The layout decides every text and place; this only draws it and names the document.
 */
export async function renderInvoicePdf(
  invoice: Invoice,
  locale: InvoiceLocale,
  store: StoreLocality,
): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  const typeface = await embedInvoiceFonts(document)
  for (const { runs, rules } of invoiceLayout(invoice, locale, store, typeface)) {
    const page = document.addPage([A4.width, A4.height])
    for (const { x1, x2, y } of rules) {
      page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.6, color: ruleColour })
    }
    for (const { text, x, y, size, font } of runs) {
      page.drawText(text, { x, y, size, font: typeface.fonts[font], color: ink })
    }
  }
  const t = invoiceTexts(locale)
  // The dates are the invoice's own, so that the same invoice renders to the same document.
  const issued = new Date(invoice.issuedAt)
  // The document's properties are Unicode strings: nothing to leave out there.
  document.setTitle(t('metadataTitle', { number: invoice.number }), { showInWindowTitleBar: true })
  document.setSubject(
    t('metadataSubject', { number: invoice.number, orderNumber: invoice.orderNumber }),
  )
  document.setAuthor(invoice.seller.legalName)
  document.setCreator(invoice.seller.name)
  document.setProducer('@cantoo/pdf-lib')
  document.setLanguage(locale)
  document.setCreationDate(issued)
  document.setModificationDate(issued)
  return document.save()
}
