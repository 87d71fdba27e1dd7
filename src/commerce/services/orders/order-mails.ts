import type { Payload } from 'payload'

import { invoiceOf } from '@/commerce/domain/orders/invoice'
import { orderConfirmationEmail } from '@/emails'
import { renderInvoicePdf } from '@/commerce/services/invoice'
import { sendEmail } from '@/commerce/services/mail'

import { CLAIM_MINUTES, settleClaim } from './mail-claim'
import { orderPageUrl } from './order-links'
import { storeContact, storeMail } from '@/commerce/services/store'

import { placedOrderOf } from './snapshot'
import {
  claimOrderConfirmation,
  markConfirmationSent,
  releaseConfirmationClaim,
} from '@/commerce/db/confirmation-repository'
import { findPlacedOrderById } from '@/commerce/db/order-repository'

export { storePageUrl } from './order-links'

/**
 * The invoice of a paid order as a PDF, with its file name, in the order's language: its seller
 * the store's organisation, its amounts and dates as the store's country writes them.
 */
export async function invoicePdf(payload: Payload, orderId: number) {
  const row = await findPlacedOrderById(payload, orderId)
  if (!row?.invoice_number) return null
  const [{ seller }, store] = await Promise.all([
    storeContact(payload, row.store_id),
    storeMail(payload, row.store_id),
  ])
  const invoice = invoiceOf(placedOrderOf(row), seller)
  return {
    row,
    store,
    invoice,
    filename: `facture-${row.invoice_number}.pdf`,
    content: await renderInvoicePdf(invoice, row.language, store),
  }
}

/**
 * The order confirmation with its invoice, once, in the order's language: a sender claims the
 * order for CLAIM_MINUTES and stamps it sent once the mail left. A mail that fails gives the
 * claim back; a sender that dies in between leaves its claim to run out, and the
 * fulfilPaidOrders sweep sends the mail then.
 */
export async function sendOrderConfirmation(payload: Payload, orderId: number): Promise<boolean> {
  if (!(await claimOrderConfirmation(payload, orderId, CLAIM_MINUTES))) return false
  try {
    const pdf = await invoicePdf(payload, orderId)
    if (!pdf) throw new Error(`Order ${orderId} has no invoice`)
    const order = placedOrderOf(pdf.row)
    const locale = pdf.row.language
    const mail = await orderConfirmationEmail({
      order,
      invoice: pdf.invoice,
      orderUrl: await orderPageUrl(payload, order, locale),
      locale,
      store: pdf.store,
    })
    await sendEmail({
      from: pdf.store.sender,
      to: order.billingAddress.invoiceEmail ?? order.billingAddress.email,
      ...mail,
      attachments: [
        { filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' },
      ],
    })
  } catch (error) {
    await settleClaim(() => releaseConfirmationClaim(payload, orderId))
    throw error
  }
  await settleClaim(() => markConfirmationSent(payload, orderId))
  return true
}
