import { ensureDebianPackage } from './debian-package'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium for Playwright (set CHROMIUM_PATH to use another), never downloaded. */
export const ensureChromium = () => ensureDebianPackage(chromiumPath, 'chromium')
