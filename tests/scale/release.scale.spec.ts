import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '../../src/migrations'
import { appCommand } from '../support/app-command'
import { answers } from './support/process'
import { startTopology, type Topology } from './support/topology'

/*
 * Issue 21 point 7: a first release of two instances on an empty database, each with its release
 * step: two `npm run migrate` at once, then both standalone instances start at once.
 */
let topology: Topology

beforeAll(async () => {
  topology = await startTopology({
    instances: 2,
    worker: false,
    proxy: false,
    database: 'empty',
    deferStart: true,
  })
})
afterAll(async () => topology?.stop())

describe('point 7: two instances released at once on an empty database', () => {
  it('migrations are applied once, then both instances serve', async () => {
    const env = { DATABASE_URL: topology.databaseUrl }
    const runs = await Promise.all([appCommand(['migrate'], env), appCommand(['migrate'], env)])
    for (const run of runs) expect(run.code, run.output).toBe(0)

    const recorded = await topology.query<{ name: string; times: number }>(
      'SELECT name, count(*)::int AS times FROM payload_migrations GROUP BY name ORDER BY name',
    )
    expect(recorded).toEqual(migrations.map(({ name }) => ({ name, times: 1 })))

    await Promise.all(topology.instances.map((instance) => instance.start()))
    for (const { url } of topology.instances) expect(await answers(`${url}/api/health/`)).toBe(true)
  })
})
