/** The captcha action every form of this shop uses (spec §5). */
export const CAPTCHA_ACTION = 'common'

/**
 * A captcha service as the gateway sees it: one method that says whether a token, solved in the
 * browser for an action, is genuine and unused. ALTCHA (self-hosted proof of work) is the default;
 * another provider (Turnstile, hCaptcha…) implements the same and is chosen in `captcha()`.
 */
export type CaptchaProvider = {
  name: string
  verify(token: string, action: string): Promise<boolean>
}
