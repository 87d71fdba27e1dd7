/**
 * A web instance started with JOBS=off: Payload with its crons asked for (as Payload's admin and
 * REST routes ask), a paid notification applied (the order is COMPLETED and its issuing job
 * queued), then a wait longer than a poll of the cards queue, before a clean exit.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { applyPaymentNotification } from '@/commerce/services/orders/payment-events'

const [reference] = process.argv.slice(2)
const payload = await getPayload({ config, cron: true })
const { outcome } = await applyPaymentNotification(payload, 'local', {
  eventId: `${reference}:paid`,
  reference: reference!,
  status: 'paid',
  method: 'creditcard',
})
process.stdout.write(`${outcome}\ncrons: ${payload.crons.length}\n`)
await new Promise((resolve) => setTimeout(resolve, 7_000))
await payload.destroy()
process.exit(0)
