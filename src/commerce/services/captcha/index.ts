import type { Payload } from 'payload'

import { serverEnv } from '@/server/env'

import { createAltcha } from './altcha'

export { CAPTCHA_ACTION, type CaptchaProvider } from './provider'

type Altcha = ReturnType<typeof createAltcha>
let instance: Altcha | undefined

/** The captcha of this deployment: self-hosted ALTCHA, keyed by PAYLOAD_SECRET. */
export function captcha(payload: Payload): Altcha {
  const env = serverEnv()
  instance ??= createAltcha({
    secret: env.PAYLOAD_SECRET,
    difficulty: env.CAPTCHA_DIFFICULTY,
    payload,
  })
  return instance
}
