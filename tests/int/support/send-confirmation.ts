/**
 * A server sending one order's confirmation: it claims the order, then hands the mail to SMTP
 * (SMTP_URL). The test that starts it kills it when the SMTP connection comes, between the claim
 * and the send.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { sendOrderConfirmation } from '@/commerce/services/orders/order-mails'

const [orderId] = process.argv.slice(2)
const payload = await getPayload({ config })
const sent = await sendOrderConfirmation(payload, Number(orderId))
process.stdout.write(`${sent ? 'sent' : 'not claimed'}\n`)
process.exit(0)
