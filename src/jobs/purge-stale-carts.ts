import type { TaskConfig } from 'payload'

/** Carts untouched this long are gone, like the cookie that named them (60 days). */
export const STALE_CART_DAYS = 60

/** Daily: drops carts nobody has touched since their cookie expired. */
export const purgeStaleCarts: TaskConfig<'purgeStaleCarts'> = {
  slug: 'purgeStaleCarts',
  schedule: [{ cron: '0 3 * * *', queue: 'default' }],
  outputSchema: [{ name: 'purged', type: 'number', required: true }],
  handler: async ({ req }) => {
    const { rowCount } = await req.payload.db.pool.query(
      `DELETE FROM orders WHERE status = 'cart' AND updated_at < now() - make_interval(days => $1)`,
      [STALE_CART_DAYS],
    )
    return { output: { purged: rowCount ?? 0 } }
  },
}
