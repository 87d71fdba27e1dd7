import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

import type { InstanceRequest } from './other-instance'

const root = path.resolve(import.meta.dirname, '../../..')

/** A second instance of the app on `redisUrl` (other-instance.ts): ask it, then stop it. */
export async function startOtherInstance(redisUrl: string) {
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['tests/int/support/other-instance.ts'],
    { cwd: root, env: { ...process.env, REDIS_URL: redisUrl }, stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const waiting: ((line: Record<string, unknown>) => void)[] = []
  readline
    .createInterface({ input: child.stdout! })
    .on('line', (line) => waiting.shift()?.(JSON.parse(line) as Record<string, unknown>))
  const next = () => new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await Promise.race([
    next(),
    exited.then(() => {
      throw new Error('The other instance exited before it was ready')
    }),
  ])
  return {
    /** The other instance's answer to one request (sent one at a time). */
    ask: async <T>(request: InstanceRequest): Promise<T> => {
      const answer = next()
      child.stdin!.write(`${JSON.stringify(request)}\n`)
      const { result, error } = await answer
      if (error) throw new Error(`The other instance failed: ${String(error)}`)
      return result as T
    },
    stop: async () => {
      child.stdin!.end()
      await exited
    },
  }
}
