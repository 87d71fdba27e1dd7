/**
 * A server sending one order's confirmation: it claims the order, then hands the mail to SMTP
 * (SMTP_URL). The test that starts it kills it when the SMTP connection comes, between the claim
 * and the send.
 */
// Under load Node could end with 13 (unsettled top-level await) while only unref'd handles were
// left, loading modules through tsx's hooks (scripts/prepare.ts): a ref'd timer keeps it waiting,
// set before anything is imported.
setInterval(() => {}, 60_000)
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { sendOrderConfirmation } = await import('@/commerce/services/orders/order-mails')

const [orderId] = process.argv.slice(2)
const payload = await getPayload({ config })
const sent = await sendOrderConfirmation(payload, Number(orderId))
process.stdout.write(`${sent ? 'sent' : 'not claimed'}\n`)
process.exit(0)

// A module (its awaits are top-level ones), with nothing to export.
export {}
