import 'server-only'

import { serverEnv } from '@/server/env'
import { getPayloadClient } from '@/server/payload'

import { createAltcha } from './altcha'

export { CAPTCHA_ACTION, type CaptchaProvider } from './provider'

type Altcha = ReturnType<typeof createAltcha>
let instance: Promise<Altcha> | undefined

/** The captcha of this deployment: self-hosted ALTCHA, keyed by PAYLOAD_SECRET. */
export function captcha(): Promise<Altcha> {
  instance ??= getPayloadClient().then((payload) => {
    const env = serverEnv()
    return createAltcha({
      secret: env.PAYLOAD_SECRET,
      difficulty: env.CAPTCHA_DIFFICULTY,
      payload,
    })
  })
  return instance
}
