/**
 * The e2e run's one web server, started by scripts/e2e.ts instead of Playwright: both phases and
 * the serial phase's two groups (two Playwright runs at once) use it, and it starts once.
 */
import { type ChildProcess, spawn } from 'node:child_process'

import { projectRoot } from './paths'

export type E2eServer = { url: string; stop: () => Promise<void> }

const exited = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true)
    const timer = setTimeout(() => resolve(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })

/** Starts `scripts/app.ts start` (playwright.config.ts's command) and waits for its health. */
export async function startE2eServer(port: string, env: NodeJS.ProcessEnv): Promise<E2eServer> {
  const url = `http://localhost:${port}`
  // Its own process group: the stop reaches Next's children too.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/app.ts', 'start', '-p', port],
    {
      cwd: projectRoot,
      env,
      stdio: 'inherit',
      detached: true,
    },
  )
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null) return
    process.kill(-child.pid, 'SIGTERM')
    if (!(await exited(child, 15_000))) process.kill(-child.pid, 'SIGKILL')
  }
  // A loaded 2-core machine can take minutes (Playwright's webServer allowed 300 s too).
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The e2e server exited with ${child.exitCode}`)
    const health = await fetch(`${url}/api/health/`).catch(() => null)
    if (health?.ok) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`The e2e server did not answer ${url}/api/health/ within 300 s`)
}

/**
 * The admin the store-changing specs sign in as through the REST API, made by the seeded admin:
 * not the editors' account, so the serial phase's two groups never sign one account in at once
 * (Payload keeps a user's sessions in its row: two logins at once lost one, and the editor's
 * /admin showed the login page).
 */
export async function createStoreAdmin(url: string, env: NodeJS.ProcessEnv): Promise<void> {
  const json = { 'content-type': 'application/json' }
  const login = await fetch(`${url}/api/users/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  })
  const { token } = (await login.json()) as { token?: string }
  const created = await fetch(`${url}/api/users/`, {
    method: 'POST',
    headers: { ...json, authorization: `JWT ${token}` },
    body: JSON.stringify({
      email: env.STORE_ADMIN_EMAIL,
      password: env.STORE_ADMIN_PASSWORD,
      name: 'Store admin (e2e)',
      role: 'admin',
    }),
  })
  if (!created.ok) throw new Error(`Creating the store admin failed: ${await created.text()}`)
}
