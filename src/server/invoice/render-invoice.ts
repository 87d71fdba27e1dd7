import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'

import type { Invoice } from '@/commerce/domain/orders/invoice'

import { invoiceLayout } from './layout'
import { A4, type FontKind } from './page-cursor'
import { invoiceTexts, type InvoiceLocale } from './texts'
import { winAnsi } from './win-ansi'

const ink = rgb(0.11, 0.11, 0.12)
const ruleColour = rgb(0.75, 0.75, 0.77)

/**
 * The invoice as an A4 PDF in the standard Helvetica fonts (nothing to embed or download). The
 * layout decides every text and place; this only draws it and names the document.
 */
export async function renderInvoicePdf(
  invoice: Invoice,
  locale: InvoiceLocale,
): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  const fonts: Record<FontKind, PDFFont> = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  }
  const measure = (text: string, size: number, font: FontKind) =>
    fonts[font].widthOfTextAtSize(text, size)
  for (const { runs, rules } of invoiceLayout(invoice, locale, measure)) {
    const page = document.addPage([A4.width, A4.height])
    for (const { x1, x2, y } of rules) {
      page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.6, color: ruleColour })
    }
    for (const { text, x, y, size, font } of runs) {
      page.drawText(text, { x, y, size, font: fonts[font], color: ink })
    }
  }
  const t = invoiceTexts(locale)
  // The dates are the invoice's own, so that the same invoice renders to the same document.
  const issued = new Date(invoice.issuedAt)
  document.setTitle(winAnsi(t('metadataTitle', { number: invoice.number })), {
    showInWindowTitleBar: true,
  })
  document.setSubject(
    winAnsi(t('metadataSubject', { number: invoice.number, orderNumber: invoice.orderNumber })),
  )
  document.setAuthor(winAnsi(invoice.seller.name))
  document.setCreator(winAnsi(invoice.seller.name))
  document.setProducer('pdf-lib')
  document.setLanguage(locale)
  document.setCreationDate(issued)
  document.setModificationDate(issued)
  return document.save()
}
