import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium for Playwright: installed through apt when we are root, never downloaded. */
export function ensureChromium(): { ok: boolean; message: string } {
  if (fs.existsSync(chromiumPath)) return { ok: true, message: `chromium: ${chromiumPath}` }
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message:
        `chromium: ${chromiumPath} is missing. Install Debian's package ` +
        '(sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
    }
  }
  console.log('chromium: installing Debian package chromium with apt-get …')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) return { ok: false, message: `chromium: apt-get ${args[0]} failed` }
  }
  return fs.existsSync(chromiumPath)
    ? { ok: true, message: `chromium: installed ${chromiumPath}` }
    : { ok: false, message: `chromium: apt-get finished but ${chromiumPath} is still missing` }
}
