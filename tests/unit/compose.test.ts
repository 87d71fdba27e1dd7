import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { missingProductionSettings } from '@/server/production-settings'

import { proxyConfig } from '../scale/support/nginx'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const composeText = read('compose.yaml')

/** What a deployer's .env holds: every secret compose.yaml requires, drawn at random. */
const SECRETS = {
  POSTGRES_PASSWORD: randomBytes(32).toString('hex'),
  PAYLOAD_SECRET: randomBytes(32).toString('hex'),
  CARD_SECRET_KEY: randomBytes(32).toString('hex'),
  S3_ACCESS_KEY_ID: `GK${randomBytes(12).toString('hex')}`,
  S3_SECRET_ACCESS_KEY: randomBytes(32).toString('hex'),
  GARAGE_RPC_SECRET: randomBytes(32).toString('hex'),
  SERVER_URL: 'https://shop.example.org',
}

/** Compose's interpolation: $$, ${NAME}, ${NAME:-default}, ${NAME:?error} (what this file uses). */
function interpolate(value: unknown, env: Record<string, string>): unknown {
  if (typeof value === 'string') {
    return value.replace(
      /\$\$|\$\{(\w+)(?::([-?])((?:[^{}]|\{[^}]*\})*))?\}/g,
      (match, ...parts) => {
        const [name, kind, word] = parts as [string?, string?, string?]
        if (match === '$$') return '$'
        const set = env[name!]
        if (set) return set
        if (kind === '?') throw new Error(`${name}: ${word}`)
        return kind === '-' ? word! : ''
      },
    )
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, env))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)]))
  }
  return value
}

type Service = {
  image?: string
  build?: unknown
  command?: string[]
  environment?: Record<string, string | null>
  ports?: string[]
  volumes?: string[]
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] }
  stop_grace_period?: string
}
const compose = (env: Record<string, string> = SECRETS) =>
  interpolate(parse(composeText, { merge: true }), env) as { services: Record<string, Service> }
const { services } = compose()

/** The runner stage of the Dockerfile: from its FROM to the next one. */
const runnerStage = () =>
  /^FROM \S+ AS runner$[\s\S]*?(?=^FROM |(?![\s\S]))/m.exec(read('Dockerfile'))![0]

const runnerEnvLines = () =>
  runnerStage()
    .split('\n')
    .filter((line) => line.startsWith('ENV '))

const seconds = (duration = '') => Number(/^(\d+)s$/.exec(duration)?.[1] ?? NaN)

describe('issue 36 point 6: compose.yaml a deployer can start', () => {
  it('requires every secret, with no value a shop could start with', () => {
    for (const name of Object.keys(SECRETS)) {
      const { [name as keyof typeof SECRETS]: _left, ...others } = SECRETS
      expect(() => compose(others), name).toThrow(name)
      // Every use of it says so, not only the first.
      expect(composeText.match(new RegExp(`\\$\\{${name}(?!:\\?)`, 'g')), name).toBeNull()
    }
    expect(composeText).not.toMatch(/placeholder|changeme/i)
  })

  it('gives web-*, worker and migrate every setting production requires', () => {
    const runnerEnv = Object.fromEntries(
      runnerEnvLines()
        .flatMap((line) => [...line.matchAll(/(\w+)=(\S+)/g)])
        .map(([, name, value]) => [name, value]),
    )
    for (const name of ['web-1', 'web-2', 'worker', 'migrate']) {
      const given = Object.entries(services[name]!.environment ?? {}).filter(([, v]) => v !== null)
      const env = { ...(name.startsWith('web') ? runnerEnv : {}), ...Object.fromEntries(given) }
      expect(missingProductionSettings(env as NodeJS.ProcessEnv), name).toEqual([])
      // The media in the bucket, never on one container's disk.
      expect(env.S3_BUCKET, name).toBe('media')
      expect(env.MEDIA_DIR, name).toBeUndefined()
    }
  })

  it('puts nginx with the scale group’s configuration in front of web-1 and web-2', () => {
    const lb = services.lb!
    expect(lb.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro')
    expect(lb.ports).toEqual(['3000:80'])
    expect(Object.keys(lb.depends_on ?? {}).sort()).toEqual(['web-1', 'web-2'])
    const webs = Object.keys(services).filter((name) => name.startsWith('web-'))
    expect(webs).toEqual(['web-1', 'web-2'])
    const nginx = read('deploy/nginx.conf')
    for (const web of webs) {
      expect(services[web]!.environment?.TRUSTED_PROXIES).toBe('1')
      // Reached through nginx only: the one hop they trust.
      expect(services[web]!.ports).toBeUndefined()
      expect(nginx).toContain(`server ${web}:3000 `)
    }
    expect(nginx).toContain('X-Forwarded-For $proxy_add_x_forwarded_for')
    // The scale group's proxy is this file, with loopback addresses only.
    const scale = proxyConfig('/tmp/x', 4000, [4001, 4002])
    const kept = nginx
      .split('\n')
      .filter((line) => !/server web-|listen 80;|^proxy_cache_path /.test(line))
    for (const line of kept) expect(scale).toContain(line)
    expect(scale).toContain('server 127.0.0.1:4002 max_fails=1 fail_timeout=2s;')
    expect(scale).toContain('listen 127.0.0.1:4000;')
    expect(scale).toContain('proxy_cache_path /tmp/x/pages levels=1:2 keys_zone=pages:10m')
  })

  it('pins every image it pulls to an exact version', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue
      expect(service.image, name).toMatch(/^[\w./-]+:v?\d+\.\d+(\.\d+)?$/)
      // MinIO's repository is archived upstream.
      expect(service.image, name).not.toMatch(/minio/)
    }
  })

  it('keeps media in Garage, whose bucket and key it creates at start', () => {
    const garage = services.garage!
    expect(garage.command).toEqual(['/garage', 'server', '--single-node', '--default-bucket'])
    const settings = services['web-1']!.environment!
    expect(garage.environment).toMatchObject({
      GARAGE_DEFAULT_BUCKET: settings.S3_BUCKET,
      GARAGE_DEFAULT_ACCESS_KEY: settings.S3_ACCESS_KEY_ID,
      GARAGE_DEFAULT_SECRET_KEY: settings.S3_SECRET_ACCESS_KEY,
    })
    expect(settings.S3_ENDPOINT).toBe('http://garage:3900')
    expect(read('deploy/garage.toml')).toContain(`s3_region = "${settings.S3_REGION}"`)
    expect(garage.healthcheck?.test).toEqual(['CMD', '/garage', 'bucket', 'info', 'media'])
    for (const name of ['web-1', 'web-2', 'worker']) {
      expect(services[name]!.depends_on?.garage, name).toEqual({ condition: 'service_healthy' })
    }
  })

  it('bounds Redis, least recently used keys first', () => {
    const command = services.redis!.command!
    expect(command[command.indexOf('--maxmemory') + 1]).toMatch(/^\d+mb$/)
    expect(command[command.indexOf('--maxmemory-policy') + 1]).toBe('allkeys-lru')
  })

  it('checks the worker’s heartbeat and lets it drain its 20 s job before a kill', () => {
    const worker = services.worker!
    expect(seconds(worker.stop_grace_period)).toBeGreaterThan(20)
    const file = worker.environment!.WORKER_HEARTBEAT_FILE!
    expect(file).toBe('/tmp/worker-heartbeat')
    const [kind, node, flag, script] = worker.healthcheck!.test
    expect([kind, node, flag]).toEqual(['CMD', 'node', '-e'])
    // The check itself, on a heartbeat fresh, 61 s old, and missing.
    const heartbeat = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heartbeat-')), 'beat')
    const check = () =>
      spawnSync(process.execPath, ['-e', script!], {
        env: { ...process.env, WORKER_HEARTBEAT_FILE: heartbeat },
      }).status
    expect(check()).not.toBe(0)
    fs.writeFileSync(heartbeat, '')
    expect(check()).toBe(0)
    const old = new Date(Date.now() - 61_000)
    fs.utimesSync(heartbeat, old, old)
    expect(check()).not.toBe(0)
    fs.rmSync(path.dirname(heartbeat), { recursive: true })
    // Web instances drain too (readiness 503, requests in flight end) before Docker's kill.
    expect(seconds(services['web-1']!.stop_grace_period)).toBeGreaterThanOrEqual(30)
  })

  it('builds the runner image without a MEDIA_DIR of its own', () => {
    expect(runnerStage()).toContain('CMD ["node", "server.mjs"]')
    expect(runnerEnvLines().length).toBeGreaterThan(0)
    for (const line of runnerEnvLines()) expect(line).not.toContain('MEDIA_DIR')
    expect(runnerStage()).not.toContain('mkdir -p media')
  })
})
