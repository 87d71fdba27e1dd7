import { describe, expect, it } from 'vitest'

import { settleClaim } from '@/commerce/services/orders/mail-claim'

/*
 * A claim must be settled (its mail stamped sent, or the claim given back) even when Postgres is
 * restarting (issue 35 point 12's chaos test): a lost write would hold the mail claimed for ten
 * minutes, then send it twice or late.
 */
describe('settleClaim', () => {
  it('tries a write the database refused again until it is written', async () => {
    let tries = 0
    const written = await settleClaim(async () => {
      tries++
      if (tries < 3) throw new Error('Connection terminated unexpectedly')
      return 'stamped'
    })
    expect({ written, tries }).toEqual({ written: 'stamped', tries: 3 })
  })
})
