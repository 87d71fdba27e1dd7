import { spawn } from 'node:child_process'
import path from 'node:path'

import { projectRoot } from '../../scripts/lib/paths'

const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx')

/** `npm run <command>`'s own process (scripts/app.ts) run to its end: exit code and output. */
export function appCommand(args: string[], env: Record<string, string>) {
  const child = spawn(tsx, ['scripts/app.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  )
}
