import { createHmac } from 'node:crypto'

import { deriveKey } from 'altcha-lib/algorithms/sha'
import { create, randomInt } from 'altcha-lib/frameworks/nextjs'
import type { Payload } from 'payload'

import { CAPTCHA_ACTION, type CaptchaProvider } from './provider'

/** How long a challenge may take from the form's first focus to its submit. */
const CHALLENGE_TTL_S = 10 * 60

const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex')

type Settings = { secret: string; difficulty: number; payload: Payload }

/**
 * ALTCHA: the browser finds a counter whose SHA-256 matches the signed prefix (a second of work),
 * the server checks the signature, the action and the expiry, and records the challenge so one
 * solution opens one request (the record is kept in Postgres, shared by every instance).
 */
export function createAltcha({ secret, difficulty, payload }: Settings) {
  const hmacSignatureSecret = derive(secret, 'signature')
  const hmacKeySignatureSecret = derive(secret, 'key')
  const store = {
    get: async () => false,
    set: async () => undefined,
    setIfAbsent: async (challengeId: string) => {
      const { rowCount } = await payload.db.pool.query({
        name: 'captcha-spend',
        text: `INSERT INTO captcha_solutions (challenge_id, expires_at)
               VALUES ($1, now() + make_interval(secs => $2))
               ON CONFLICT (challenge_id) DO NOTHING`,
        values: [challengeId, CHALLENGE_TTL_S],
      })
      return rowCount === 1
    },
  }
  const altcha = create({
    deriveKey,
    hmacSignatureSecret,
    hmacKeySignatureSecret,
    store,
    createChallengeParameters: () => ({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(difficulty, Math.ceil(difficulty / 4)),
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
      data: { action: CAPTCHA_ACTION },
    }),
  })

  const provider: CaptchaProvider = {
    name: 'altcha',
    async verify(token, action) {
      // Only self-solved challenges: payloads signed by a remote service are not ours to trust.
      const result = await altcha.verify(
        token,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        store,
      )
      const solved = result.payload && 'challenge' in result.payload ? result.payload : null
      return Boolean(
        !result.error &&
        result.verification?.verified &&
        solved?.challenge.parameters.data?.action === action,
      )
    },
  }
  return { provider, challenge: altcha.challengeHandler }
}
