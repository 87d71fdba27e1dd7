import { describe, expect, it } from 'vitest'

import { stampSent } from '@/commerce/services/orders/mail-claim'

/*
 * A mail that left must be stamped sent even when Postgres is restarting (issue 35 point 12's
 * chaos test): a lost stamp would hold the mail claimed for ten minutes, then send it twice.
 */
describe('stampSent', () => {
  it('tries a stamp the database refused again until it is written', async () => {
    let tries = 0
    const written = await stampSent(async () => {
      tries++
      if (tries < 3) throw new Error('Connection terminated unexpectedly')
      return 'stamped'
    })
    expect({ written, tries }).toEqual({ written: 'stamped', tries: 3 })
  })
})
