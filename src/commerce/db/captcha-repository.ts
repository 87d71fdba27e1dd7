import type { Payload } from 'payload'

import { poolOf } from './pool'

/** Records a solved challenge as spent for `ttlSeconds`; false when it was spent already. */
export async function spendCaptchaSolution(
  payload: Payload,
  challengeId: string,
  ttlSeconds: number,
): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query({
    name: 'captcha-spend',
    text: `INSERT INTO captcha_solutions (challenge_id, expires_at)
           VALUES ($1, now() + make_interval(secs => $2))
           ON CONFLICT (challenge_id) DO NOTHING`,
    values: [challengeId, ttlSeconds],
  })
  return rowCount === 1
}
