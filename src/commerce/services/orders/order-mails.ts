import type { Payload } from 'payload'

import { invoiceOf } from '@/commerce/domain/orders/invoice'
import { orderConfirmationEmail } from '@/emails'
import { localizedPath } from '@/i18n/paths'
import { renderInvoicePdf } from '@/commerce/services/invoice'
import { serverEnv } from '@/server/env'
import { sendEmail } from '@/commerce/services/mail'

import { withOrderAccess } from './access-token'
import { CLAIM_MINUTES, claimable } from './mail-claim'
import { placedOrderOf, storeContact } from './snapshot'
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
 * SQL: an order whose confirmation may be claimed now: not sent, and no live claim on it (as card
 * e-mails are claimed). `minutes` is the query parameter holding CLAIM_MINUTES.
 */
export const confirmationDue = (minutes: string) =>
  `confirmation_sent_at IS NULL AND ${claimable('confirmation_claimed_at', minutes)}`

/** The claimed confirmation left: stamped sent, nobody sends it again. */
export async function confirmationSent(payload: Payload, orderId: number): Promise<void> {
  await payload.db.pool.query(`UPDATE orders SET confirmation_sent_at = now() WHERE id = $1`, [
    orderId,
  ])
}

/** The claimed confirmation could not leave: the claim is given back, the next sweep tries. */
export async function releaseConfirmation(payload: Payload, orderId: number): Promise<void> {
  await payload.db.pool.query(
    `UPDATE orders SET confirmation_claimed_at = NULL WHERE id = $1 AND confirmation_sent_at IS NULL`,
    [orderId],
  )
}

/**
 * The order confirmation with its invoice, once: a sender claims the order for CLAIM_MINUTES and
 * stamps it sent once the mail left. A mail that fails gives the claim back; a sender that dies
 * in between leaves its claim to run out, and the fulfilPaidOrders sweep sends the mail then.
 */
export async function sendOrderConfirmation(payload: Payload, orderId: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query(
    `UPDATE orders SET confirmation_claimed_at = now()
     WHERE id = $1 AND status = 'COMPLETED' AND ${confirmationDue('$2')}`,
    [orderId, CLAIM_MINUTES],
  )
  if (rowCount !== 1) return false
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
    await releaseConfirmation(payload, orderId)
    throw error
  }
  await confirmationSent(payload, orderId)
  return true
}
