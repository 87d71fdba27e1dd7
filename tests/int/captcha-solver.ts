import { deriveKey } from 'altcha-lib/algorithms/sha'
import { solveChallenge } from 'altcha-lib'

import { GET } from '@/app/api/captcha/challenge/route'

/**
 * What the ALTCHA widget does in the browser: fetch a challenge, find the counter, and send the
 * base64 payload as captchaToken.
 */
export async function solvedCaptcha(): Promise<string> {
  const response = await GET(new Request('http://localhost:3000/api/captcha/challenge/'))
  const challenge = await response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The captcha challenge was not solved')
  return btoa(JSON.stringify({ challenge, solution }))
}
