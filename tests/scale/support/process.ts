import { type ChildProcess, spawn, spawnSync } from 'node:child_process'

import { projectRoot } from '../../../scripts/lib/paths'

export type Launch = {
  name: string
  command: string
  args: string[]
  env: NodeJS.ProcessEnv
  /** Resolves once the process serves (a health check, a line it printed). */
  ready: (output: () => string) => Promise<boolean>
  cwd?: string
}

/** Every process started here and still running: stopAll() ends them, whatever failed. */
const running = new Set<ChildProcess>()

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

/** Signals the process group (tsx and npm scripts run their work in a child). */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, name)
  } catch {
    // Already gone.
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process exited. */
async function end(child: ChildProcess, graceMs = 20_000) {
  signal(child, 'SIGTERM')
  const timer = setTimeout(() => signal(child, 'SIGKILL'), graceMs)
  await exited(child)
  clearTimeout(timer)
  // Its children may outlive the leader: the whole group goes.
  signal(child, 'SIGKILL')
  running.delete(child)
}

/**
 * A process of the topology (Redis aside): started in a group of its own, its output kept, killed
 * (SIGKILL, as a crash) or stopped (SIGTERM, SIGKILL after a grace period) and started again.
 */
export function managedProcess(launch: Launch) {
  let child: ChildProcess | undefined
  let output = ''
  const read = () => output

  async function start() {
    output = ''
    child = spawn(launch.command, launch.args, {
      cwd: launch.cwd ?? projectRoot,
      env: launch.env,
      detached: true,
    })
    running.add(child)
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const started = child
    const startedAt = Date.now()
    const died = exited(started).then(() => false)
    if (!(await Promise.race([launch.ready(read), died]))) {
      const state = `${started.exitCode ?? started.signalCode ?? 'running'} after ${Date.now() - startedAt} ms`
      const group = spawnSync('ps', ['-o', 'pid,stat,etime,time,args', '-g', String(started.pid)])
      await end(started)
      throw new Error(
        `${launch.name} did not start (${state}):\n${group.stdout}\n${output.slice(-3000)}`,
      )
    }
  }

  return {
    name: launch.name,
    start,
    output: read,
    /** A crash: SIGKILL to the whole group, nothing ends cleanly. */
    async kill() {
      if (!child) return
      signal(child, 'SIGKILL')
      await exited(child)
      running.delete(child)
    },
    async stop() {
      if (child) await end(child)
    },
  }
}

/** Ends every process still running (afterAll, even when a test failed half-way). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => end(child, 5_000)))
}

/** Polls `check` every 200 ms until it holds or `timeoutMs` passed. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}

/** Whether GET `url` answers 200 now. */
export const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.status === 200,
    () => false,
  )

/** Polls `read` until it holds, for 2 s after `since` at most: the time it took, or null. */
export async function within2s(
  since: number,
  read: () => Promise<boolean>,
): Promise<number | null> {
  while (Date.now() - since < 2000) {
    if (await read()) return Date.now() - since
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}
