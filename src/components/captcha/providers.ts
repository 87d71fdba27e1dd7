import type { ComponentType } from 'react'

import type { CaptchaProviderName, CaptchaWidgetProps } from './types'

type WidgetModule = { default: ComponentType<CaptchaWidgetProps> }

/**
 * Each provider's widget as its own chunk, loaded when a form protected by it is first used:
 * another provider plugs in here with a widget of the same props.
 */
export const captchaProviders: Record<CaptchaProviderName, () => Promise<WidgetModule>> = {
  altcha: () => import('./altcha/altcha-widget.client'),
}

/** Where the server hands out challenges (GET, spec §6: the captcha action named common). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge/'
