import { expect, test } from '@playwright/test'

import { logIn, signedUpCustomer } from './support/accounts'
import { ServerClient } from './support/client'

test.describe('point 1: Payload errors recognised on the built server', () => {
  test('a wrong password answers 3005, and the sixth try 3006 once locked', async () => {
    const { email } = await signedUpCustomer()
    const attacker = new ServerClient()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await logIn(attacker, email, 'Wrong-password-99')
      expect(answer.status, `attempt ${attempt}`).toBeFalsy()
      expect(answer.errors.map((e) => e.code)).toEqual([3005])
    }
    const locked = await logIn(attacker, email, 'Wrong-password-99')
    expect(locked.errors.map((e) => e.code)).toEqual([3006])
  })
})
