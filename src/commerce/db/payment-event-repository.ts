import type { SqlClient } from './transaction'

/** Records a provider event by its key; false when it was recorded before (a replay). */
export async function recordPaymentEvent(
  client: SqlClient,
  event: { key: string; reference: string; status: string },
): Promise<boolean> {
  const { rowCount } = await client.query(
    `INSERT INTO payment_events (key, reference, status, updated_at, created_at)
     VALUES ($1, $2, $3, now(), now()) ON CONFLICT (key) DO NOTHING`,
    [event.key, event.reference, event.status],
  )
  return rowCount === 1
}

/** The event's outcome kept beside it. */
export async function setPaymentEventOutcome(
  client: SqlClient,
  key: string,
  outcome: string,
): Promise<void> {
  await client.query(`UPDATE payment_events SET outcome = $2 WHERE key = $1`, [key, outcome])
}

/** The event forgotten, so that the provider's retry of it is applied. */
export async function forgetPaymentEvent(client: SqlClient, key: string): Promise<void> {
  await client.query(`DELETE FROM payment_events WHERE key = $1`, [key])
}
