/**
 * A server that dies between payment and issuance: it applies a paid notification (the order is
 * COMPLETED and its issuing job queued) and is killed at once, before the job can run.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { applyPaymentNotification } from '@/commerce/services/orders/payment-events'

const [reference] = process.argv.slice(2)
const payload = await getPayload({ config })
const { outcome } = await applyPaymentNotification(payload, 'local', {
  eventId: `${reference}:paid`,
  reference: reference!,
  status: 'paid',
  method: 'creditcard',
})
process.stdout.write(`${outcome}\n`)
process.kill(process.pid, 'SIGKILL')
