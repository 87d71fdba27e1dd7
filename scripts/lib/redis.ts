import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ensureDebianPackage } from './debian-package'

export const REDIS_SERVER = '/usr/bin/redis-server'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

/**
 * A throw-away Redis for tests and benchmarks: Debian's redis-server on a loopback port (a free
 * one unless given: a restart after `kill` takes the same), nothing kept on disk, stopped with
 * `stop` (never a system service) or killed as a crash with `kill`.
 */
export async function startRedis(
  port?: number,
): Promise<{ url: string; stop: () => Promise<void>; kill: () => Promise<void> }> {
  const installed = ensureDebianPackage(REDIS_SERVER, 'redis-server')
  if (!installed.ok) throw new Error(installed.message)
  port ??= await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-'))
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  // As compose.yaml's: bounded, least recently used keys evicted first.
  args.push('--maxmemory', '512mb', '--maxmemory-policy', 'allkeys-lru')
  const server: ChildProcess = spawn(REDIS_SERVER, [...args, '--dir', dir], { stdio: 'pipe' })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    })
    server.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
  })
  const end = async (signal: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill(signal)
      await new Promise((resolve) => server.once('exit', resolve))
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  }
}
