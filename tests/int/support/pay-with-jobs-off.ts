/**
 * A web instance started with JOBS=off: Payload with its crons asked for (as Payload's admin and
 * REST routes ask), a paid notification applied (the order is COMPLETED and its issuing job
 * queued), then a wait longer than a poll of the cards queue, before a clean exit.
 */
// A ref'd timer, set before anything is imported, keeps Node from ending with 13 while modules
// load (see scripts/prepare.ts). Imports are therefore dynamic.
const keepAlive = setInterval(() => {}, 60_000)
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { applyPaymentNotification } = await import('@/commerce/services/orders/payment-events')

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
clearInterval(keepAlive)
process.exit(0)

// A module (its awaits are top-level ones), with nothing to export.
export {}
