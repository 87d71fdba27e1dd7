import { ensureDebianPackage } from './debian-package'

/**
 * Debian's Chromium (set CHROMIUM_PATH to use another), never downloaded. Storybook's visual check
 * uses the full browser its baselines were made with.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const ensureChromium = () => ensureDebianPackage(chromiumPath, 'chromium')

/**
 * The e2e tests' browser: Debian's headless shell of the same Chromium, without the full browser's
 * display compositing. Measured on content.e2e (phone, 2 workers): 1.8 min → 1.3 min; the CPU
 * was the limit, Chromium most of it (E2E_CHROMIUM_PATH to use another).
 */
export const e2eChromiumPath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
export const ensureE2eChromium = () =>
  ensureDebianPackage(e2eChromiumPath, 'chromium-headless-shell')
