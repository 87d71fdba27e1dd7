import type { Invoice, InvoiceLine } from '@/commerce/domain/orders/invoice'
import { longDate, type StoreLocality, storeIntl } from '@/emails/dates'
import { storeMoney } from '@/emails/mail-store'
import { redeemMailTexts, redeemPaymentLines } from '@/emails/redeem-payment-lines'

import {
  A4,
  MARGIN,
  type InvoicePage,
  type PageCursor,
  pageCursor,
  RIGHT_EDGE,
  type Typeface,
} from './page-cursor'
import { invoiceTexts, type InvoiceLocale, type InvoiceTexts } from '@/emails/invoice-texts'
import { buyerLines, sellerLines } from './party-lines'

const LINE = 14
const column = { quantity: 320, unitPrice: 400, vat: 412, total: RIGHT_EDGE }
const DESCRIPTION_WIDTH = 250
const VAT_WIDTH = 70
const TOTALS_LABELS = 340

type Context = {
  invoice: Invoice
  t: InvoiceTexts
  locale: InvoiceLocale
  /** The selling store's country and clock: amounts and dates as its country writes them. */
  store: StoreLocality
  cursor: PageCursor
}

const money = ({ invoice, locale, store }: Context, value: number) =>
  storeMoney(locale, store, value, invoice.currency)

const percent = ({ locale, store }: Context, basisPoints: number) =>
  new Intl.NumberFormat(storeIntl(locale, store), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000)

const date = ({ locale, store }: Context, iso: string) => longDate(iso, locale, store)

/** Lines written from `top` downwards in one column. */
function block(cursor: PageCursor, x: number, lines: string[], align?: 'right') {
  for (const text of lines) {
    cursor.text(text, x, { align })
    cursor.down(LINE)
  }
}

function parties(context: Context) {
  const { invoice, t, cursor } = context
  const { seller, buyer } = invoice
  cursor.text(seller.name, MARGIN, { size: 16, font: 'bold', maxWidth: 300 })
  cursor.text(t('title'), RIGHT_EDGE, { size: 22, font: 'bold', align: 'right' })
  cursor.down(34)
  const partiesTop = cursor.top
  cursor.text(t('seller'), MARGIN, { font: 'bold' })
  cursor.down(LINE)
  block(cursor, MARGIN, sellerLines(context, seller))
  const sellerBottom = cursor.top
  cursor.moveTo(partiesTop)
  const buyerX = 320
  cursor.text(t('buyer'), buyerX, { font: 'bold' })
  cursor.down(LINE)
  block(cursor, buyerX, buyerLines(context, buyer))
  cursor.moveTo(Math.max(sellerBottom, cursor.top) + 16)
}

function references(context: Context) {
  const { invoice, t, cursor } = context
  cursor.text(t('invoiceNumber', { number: invoice.number }), MARGIN, { size: 12, font: 'bold' })
  cursor.down(18)
  block(cursor, MARGIN, [
    t('issuedAt', { date: date(context, invoice.issuedAt) }),
    t('orderNumber', { orderNumber: invoice.orderNumber }),
    t('orderedAt', { date: date(context, invoice.orderedAt) }),
  ])
  cursor.down(12)
}

function tableHeader({ t, cursor }: Context) {
  const bold = { font: 'bold', size: 9 } as const
  cursor.text(t('columnDescription'), MARGIN, bold)
  cursor.text(t('columnQuantity'), column.quantity, { ...bold, align: 'right' })
  cursor.text(t('columnUnitPrice'), column.unitPrice, { ...bold, align: 'right' })
  cursor.text(t('columnVat'), column.vat, bold)
  cursor.text(t('columnTotal'), column.total, { ...bold, align: 'right' })
  cursor.down(6)
  cursor.rule()
  cursor.down(LINE)
}

function describe(t: InvoiceTexts, line: InvoiceLine): string {
  const what = t('line', { kind: line.kind, title: line.description ?? '' })
  if (line.kind === 'standardShipping' || line.kind === 'registeredShipping') {
    return line.description ? `${what} ${t('shippingTo', { name: line.description })}` : what
  }
  // Postage and options say nothing of how they travel; the cards do.
  const options = line.kind === 'wrapper' || line.kind === 'giftPacking'
  return options || !line.deliveryType
    ? what
    : `${what} ${t('delivery', { type: line.deliveryType })}`
}

function lines(context: Context) {
  const { invoice, t, cursor } = context
  tableHeader(context)
  for (const line of invoice.lines) {
    if (cursor.ensure(LINE)) tableHeader(context)
    const size = 9
    cursor.text(describe(t, line), MARGIN, { size, maxWidth: DESCRIPTION_WIDTH })
    cursor.text(String(line.quantity), column.quantity, { size, align: 'right' })
    cursor.text(money(context, line.unitPrice), column.unitPrice, { size, align: 'right' })
    const vat = line.vatRate === null ? t('vatExempt') : percent(context, line.vatRate)
    cursor.text(vat, column.vat, { size, maxWidth: VAT_WIDTH })
    cursor.text(money(context, line.total), column.total, { size, align: 'right' })
    cursor.down(LINE)
  }
  cursor.down(-LINE + 6)
  cursor.rule()
  cursor.down(LINE + 4)
}

function summary(context: Context) {
  const { invoice, t, cursor } = context
  const { totals } = invoice
  const rows: [string, number, boolean][] = [
    [t('subTotal'), totals.subTotal, true],
    [t('shipping'), totals.shippingTotal, totals.shippingTotal > 0],
    [t('serviceFee'), totals.serviceFee, totals.serviceFee > 0],
    [t('totalWithoutTax'), totals.grandTotalWithoutTax, true],
    [t('vat'), totals.vat, true],
  ]
  const shown = rows.filter(([, , show]) => show)
  cursor.ensure((shown.length + 2) * LINE + 60)
  const start = cursor.top
  for (const [label, value] of shown) {
    cursor.text(label, TOTALS_LABELS)
    cursor.text(money(context, value), RIGHT_EDGE, { align: 'right' })
    cursor.down(LINE)
  }
  cursor.text(t('grandTotal'), TOTALS_LABELS, { font: 'bold', size: 12 })
  cursor.text(money(context, totals.grandTotal), RIGHT_EDGE, {
    font: 'bold',
    size: 12,
    align: 'right',
  })
  const totalsBottom = cursor.top + LINE
  cursor.moveTo(start)
  cursor.text(t('vatSummary'), MARGIN, { font: 'bold', size: 9 })
  cursor.down(LINE)
  const vatColumns = { rate: MARGIN, base: 190, vat: 250 }
  cursor.text(t('vatRate'), vatColumns.rate, { size: 9 })
  cursor.text(t('vatBase'), vatColumns.base, { size: 9, align: 'right' })
  cursor.text(t('vatAmount'), vatColumns.vat, { size: 9, align: 'right' })
  cursor.down(LINE)
  for (const row of invoice.vatSummary) {
    const rate = row.vatRate === null ? t('exemptBase') : percent(context, row.vatRate)
    cursor.text(rate, vatColumns.rate, { size: 9 })
    cursor.text(money(context, row.base), vatColumns.base, { size: 9, align: 'right' })
    cursor.text(money(context, row.vat), vatColumns.vat, { size: 9, align: 'right' })
    cursor.down(LINE)
  }
  cursor.moveTo(Math.max(totalsBottom, cursor.top) + 16)
}

/** A redeem order's payment: what each card paid, the shortfall, what the cards keep. */
function settlementMention(context: Context) {
  const { invoice, locale, store, cursor } = context
  if (!invoice.settlement) return
  const { cards, shortfall, balances } = redeemPaymentLines(
    invoice.settlement,
    invoice.paymentMethod,
    locale,
    store,
    invoice.currency,
  )
  const paid = redeemMailTexts(locale)('invoicePaid', { date: date(context, invoice.paidAt) })
  const lines = [...cards, shortfall, ...balances]
  cursor.ensure((lines.length + 2) * LINE)
  cursor.text(paid, MARGIN, { font: 'bold' })
  cursor.down(LINE)
  block(cursor, MARGIN, lines)
  cursor.down(4)
}

function paidMention(context: Context) {
  const { invoice, t, cursor } = context
  if (invoice.settlement) {
    settlementMention(context)
  } else {
    const method = t('paymentMethod', { method: invoice.paymentMethod ?? 'other' })
    cursor.text(t('paid', { date: date(context, invoice.paidAt), method }), MARGIN, {
      font: 'bold',
    })
    cursor.down(LINE + 4)
  }
  if (invoice.vatSummary.some((row) => row.vatRate === null)) {
    cursor.text(t('exemptNote'), MARGIN, { size: 8 })
  }
}

function footers({ invoice, t, cursor }: Context) {
  const { seller } = invoice
  const parts = [
    seller.legalName,
    seller.email,
    seller.vatNumber && t('vatNumber', { number: seller.vatNumber }),
  ]
  const pages = cursor.pages.length
  cursor.pages.forEach((_, index) => {
    cursor.turnTo(index)
    cursor.moveTo(A4.height - 40)
    cursor.text(parts.filter(Boolean).join(' · '), A4.width / 2, { size: 8, align: 'center' })
    cursor.moveTo(A4.height - 28)
    cursor.text(t('page', { page: index + 1, pages }), A4.width / 2, { size: 8, align: 'center' })
  })
}

/**
 * Every text of the invoice and where it goes, page by page: the pure half of the PDF, so that
 * what the invoice says can be tested without reading a PDF back.
 */
export function invoiceLayout(
  invoice: Invoice,
  locale: InvoiceLocale,
  store: StoreLocality,
  typeface: Typeface,
): InvoicePage[] {
  const cursor = pageCursor(typeface)
  const context: Context = { invoice, t: invoiceTexts(locale), locale, store, cursor }
  parties(context)
  references(context)
  lines(context)
  summary(context)
  paidMention(context)
  footers(context)
  return cursor.pages
}
