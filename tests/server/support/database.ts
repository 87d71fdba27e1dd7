import pg from 'pg'

/** The run's database (scripts/e2e.ts hands DATABASE_URL to Playwright and to the server). */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
