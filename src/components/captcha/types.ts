import type { Ref } from 'react'

/** The captcha providers this app can run; ALTCHA (self-hosted proof of work) by default. */
export type CaptchaProviderName = 'altcha'

/** The widget's texts, in the page's language (the `Captcha` messages). */
export type CaptchaTexts = {
  /** The name of the captcha's place in the form. */
  group: string
  label: string
  verifying: string
  verified: string
  error: string
  expired: string
  verificationRequired: string
  waitAlert: string
  loading: string
  reload: string
  verify: string
}

/** What a provider's widget offers the captcha leaf. */
export type CaptchaWidgetHandle = {
  /** The token once solved, else solves now; null when none could be had. */
  solve: () => Promise<string | null>
  /** Forgets the token (a request used it) and starts solving the next one. */
  reset: () => void
}

/** What every provider's widget takes. */
export type CaptchaWidgetProps = {
  ref: Ref<CaptchaWidgetHandle>
  /** Where the server hands out challenges. */
  challengeUrl: string
  language: string
  texts: CaptchaTexts
  /** The store's 'captcha badge hidden' toggle (spec §6). */
  hideBadge: boolean
  /** Told whenever the token comes or goes (solved, expired, reset). */
  onChange?: (token: string | null) => void
}
