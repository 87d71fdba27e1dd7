import type { Payload } from 'payload'

import { invoiceOf } from '@/commerce/domain/orders/invoice'
import { orderConfirmationEmail } from '@/emails'
import { localizedPath } from '@/i18n/paths'
import { renderInvoicePdf } from '@/commerce/services/invoice'
import { serverEnv } from '@/server/env'
import { sendEmail } from '@/commerce/services/mail'

import { withOrderAccess } from './access-token'
import { CLAIM_MINUTES } from './mail-claim'
import { placedOrderOf, storeContact } from './snapshot'
import {
  claimOrderConfirmation,
  markConfirmationSent,
  releaseConfirmationClaim,
} from '@/commerce/db/confirmation-repository'
import { findPlacedOrderById } from '@/commerce/db/order-repository'

/** The shop's mail goes out in its own language (the French store). */
export const MAIL_LOCALE = 'fr' as const

export const absoluteUrl = (path: string) => `${serverEnv().SERVER_URL.replace(/\/$/, '')}${path}`

/** The invoice of a paid order as a PDF, with its file name. */
export async function invoicePdf(payload: Payload, orderId: number) {
  const row = await findPlacedOrderById(payload, orderId)
  if (!row?.invoice_number) return null
  const { seller } = await storeContact(payload, row.store_id)
  const invoice = invoiceOf(placedOrderOf(row), seller)
  return {
    row,
    invoice,
    filename: `facture-${row.invoice_number}.pdf`,
    content: await renderInvoicePdf(invoice, MAIL_LOCALE),
  }
}

/**
 * The order confirmation with its invoice, once: a sender claims the order for CLAIM_MINUTES and
 * stamps it sent once the mail left. A mail that fails gives the claim back; a sender that dies
 * in between leaves its claim to run out, and the fulfilPaidOrders sweep sends the mail then.
 */
export async function sendOrderConfirmation(payload: Payload, orderId: number): Promise<boolean> {
  if (!(await claimOrderConfirmation(payload, orderId, CLAIM_MINUTES))) return false
  try {
    const pdf = await invoicePdf(payload, orderId)
    if (!pdf) throw new Error(`Order ${orderId} has no invoice`)
    const order = placedOrderOf(pdf.row)
    const path = localizedPath(MAIL_LOCALE, {
      pathname: '/checkout/[orderUuid]',
      params: { orderUuid: order.uuid },
    })
    const mail = await orderConfirmationEmail({
      order,
      invoice: pdf.invoice,
      orderUrl: absoluteUrl(withOrderAccess(path, order.uuid)),
      locale: MAIL_LOCALE,
    })
    await sendEmail({
      to: order.billingAddress.invoiceEmail ?? order.billingAddress.email,
      ...mail,
      attachments: [
        { filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' },
      ],
    })
  } catch (error) {
    await releaseConfirmationClaim(payload, orderId)
    throw error
  }
  await markConfirmationSent(payload, orderId)
  return true
}
