import { ServerClient } from './client'

/**
 * The run's admin (scripts/e2e.ts sets ADMIN_EMAIL and ADMIN_PASSWORD for the seed) signed in
 * through Payload's REST API; answers the JWT its later calls carry.
 */
export async function staffToken(client = new ServerClient()): Promise<string> {
  const answer = await client.fetch('/api/users/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  })
  const token = (answer.json as { token?: string } | null)?.token
  if (!token) throw new Error(`Staff login failed (${answer.status}): ${answer.body}`)
  return token
}

/**
 * Saves a product as an editor does, its fields unchanged: the collection's hooks run, so the
 * server forgets what it had cached of the catalogue.
 */
export async function saveProduct(id: string): Promise<void> {
  const client = new ServerClient()
  const answer = await client.fetch(`/api/products/${id}/`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      authorization: `JWT ${await staffToken(client)}`,
    },
    body: JSON.stringify({ _status: 'published' }),
  })
  if (answer.status !== 200)
    throw new Error(`Saving product ${id}: ${answer.status} ${answer.body}`)
}
