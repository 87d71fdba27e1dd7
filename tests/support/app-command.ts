import { spawn } from 'node:child_process'

import { projectRoot, TS_LOADER } from '../../scripts/lib/paths'

/** `npm run <command>`'s own process (scripts/app.ts) run to its end: exit code and output. */
export function appCommand(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...TS_LOADER, 'scripts/app.ts', ...args], {
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
