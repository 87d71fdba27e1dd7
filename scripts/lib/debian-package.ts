import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * A program from Debian's packages (Chromium, redis-server…) for the tests: installed with apt-get
 * when we are root and it is missing, never downloaded from anywhere else.
 */
export function ensureDebianPackage(
  program: string,
  pkg: string,
): { ok: boolean; message: string } {
  if (fs.existsSync(program)) return { ok: true, message: `${pkg}: ${program}` }
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message:
        `${pkg}: ${program} is missing. Install Debian's package ` +
        `(sudo apt-get update && sudo apt-get install -y ${pkg}).`,
    }
  }
  console.log(`${pkg}: installing Debian package ${pkg} with apt-get …`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', pkg],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) return { ok: false, message: `${pkg}: apt-get ${args[0]} failed` }
  }
  return fs.existsSync(program)
    ? { ok: true, message: `${pkg}: installed ${program}` }
    : { ok: false, message: `${pkg}: apt-get finished but ${program} is still missing` }
}
