import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { TS_LOADER } from '../../../scripts/lib/paths'

const root = path.resolve(import.meta.dirname, '../../..')

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

const collect = (child: ChildProcess) => {
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return () => output
}

/** What the process wrote to its standard output only (its log lines). */
const collectStdout = (child: ChildProcess) => {
  let stdout = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  return () => stdout
}

/**
 * The run's settings (scripts/e2e.ts) with some changed; `undefined` removes one. The e2e server's
 * METRICS_PORT is its own: another instance serves metrics only when told a port of its own.
 */
const environment = (changes: Record<string, string | undefined>): NodeJS.ProcessEnv => {
  const all = { METRICS_PORT: undefined, ...changes }
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...all }
  for (const [name, value] of Object.entries(all)) if (value === undefined) delete env[name]
  return env
}

/** `npm start`'s own command run to its end: its exit code and everything it printed. */
export function runStart(changes: Record<string, string | undefined>) {
  const child = spawn(process.execPath, [...TS_LOADER, 'scripts/app.ts', 'start', '-p', '1'], {
    cwd: root,
    env: environment(changes),
  })
  const output = collect(child)
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output: output() })),
  )
}

/** How long an instance may take to start: two at once on a busy 2-core machine take long. */
const READY_WITHIN_MS = 90_000

/** The built app's server: from the project (what `npm start` runs), or the image's standalone one. */
const SERVERS = {
  project: [process.execPath, ...TS_LOADER, 'scripts/server.ts'],
  standalone: [process.execPath, '.next/standalone/server.mjs'],
} as const

/**
 * Another instance of the built app beside the e2e server (from the project or the standalone
 * build), on the same database, with some settings changed. Its SERVER_URL is its own unless
 * changed: /admin calls the API there, and Payload's CSRF check trusts it.
 */
export async function startInstance(
  changes: Record<string, string | undefined>,
  server: keyof typeof SERVERS = 'project',
) {
  const port = await freePort()
  const url = `http://localhost:${port}`
  const [command, ...entry] = SERVERS[server]
  const child = spawn(command, [...entry, '-p', String(port)], {
    cwd: root,
    env: environment({ SERVER_URL: url, ...changes }),
    detached: true,
  })
  const written = collect(child)
  const stdout = collectStdout(child)
  // Why an instance is not ready, for the failure's message: still starting, or ended (and how).
  let why = ''
  const output = () => `${written()}${why}`
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const ready = await new Promise<boolean>((resolve) => {
    const finish = (value: boolean) => {
      clearInterval(poll)
      clearTimeout(timer)
      resolve(value)
    }
    const poll = setInterval(() => written().includes('Ready on') && finish(true), 100)
    const timer = setTimeout(() => {
      why = `\n[not ready after ${READY_WITHIN_MS / 1000} s]`
      finish(false)
    }, READY_WITHIN_MS)
    void exited.then((code) => {
      why = `\n[ended with ${code ?? child.signalCode} before it was ready]`
      finish(false)
    })
  })
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  return { url, ready, output, stdout, exited, stop }
}
