/**
 * A server that dies between payment and issuance: it applies a paid notification (the order is
 * COMPLETED and its issuing job queued) and is killed at once, before the job can run.
 */
// Under load Node could end with 13 (an unsettled top-level await) while modules load through
// tsx's hooks and only unref'd handles are left: a ref'd timer, set before anything is imported,
// keeps it waiting. Imports are therefore dynamic.
setInterval(() => {}, 60_000)
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { applyPaymentNotification } = await import('@/commerce/services/orders/payment-events')

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

// A module (its awaits are top-level ones), with nothing to export.
export {}
