import type { Payload } from 'payload'

import { invoiceOf } from '@/commerce/domain/orders/invoice'
import { orderConfirmationEmail } from '@/emails'
import { localizedPath } from '@/i18n/paths'
import { renderInvoicePdf } from '@/server/invoice/render-invoice'
import { serverEnv } from '@/server/env'
import { sendEmail } from '@/server/mail/send'

import { withOrderAccess } from './access-token'
import { placedOrderOf, storeContact } from './snapshot'
import { findPlacedOrderById } from './store'

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
 * The order confirmation with its invoice, once: the order is claimed by stamping it, and the
 * stamp is taken back if the mail could not leave, so the next sweep tries again.
 */
export async function sendOrderConfirmation(payload: Payload, orderId: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query(
    `UPDATE orders SET confirmation_sent_at = now()
     WHERE id = $1 AND status = 'COMPLETED' AND confirmation_sent_at IS NULL`,
    [orderId],
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
    return true
  } catch (error) {
    await payload.db.pool.query(`UPDATE orders SET confirmation_sent_at = NULL WHERE id = $1`, [
      orderId,
    ])
    throw error
  }
}
