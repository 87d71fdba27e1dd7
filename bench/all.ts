/**
 * Every benchmark on one build: page weight and Lighthouse against one server (the build is made
 * for its address, as production's is for the shop's), then the page, hosts (the load balancer's
 * micro-cache), gateway, cart, checkout and redeem benches (each on its own throw-away database).
 * Prints one table of the figures they record (bench/lib/figures.ts) beside the last run's, and
 * keeps this run in bench/results/ with the machine's load.
 * Usage: npm run bench   (BENCH_SKIP_BUILD=1 reuses the last build; BENCH_ONLY=cart,redeem picks)
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createThrowawayDatabase } from '../scripts/lib/throwaway-database'
import { buildApp, startApp } from './lib/app-server'
import { comparisonTable, lastResults, type RunResults, saveResults } from './lib/results'

const root = path.resolve(import.meta.dirname, '..')
const PORT = 3290
const figuresFile = path.join(os.tmpdir(), `bench-figures-${process.pid}.jsonl`)
const only = process.env.BENCH_ONLY?.split(',')
const wanted = (name: string) => !only || only.includes(name)
const failed: string[] = []

function run(name: string, script: string, args: string[] = []) {
  if (!wanted(name)) return
  console.log(`\n▶ ${name}`)
  const { status } = spawnSync('npx', ['tsx', script, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES: figuresFile, BENCH_DATABASE_URL: database.url },
  })
  if (status !== 0) failed.push(name)
}

const loadBefore = os.loadavg()
const database = await createThrowawayDatabase('test_benchall')
if (!process.env.BENCH_SKIP_BUILD && !buildApp(PORT, database.url)) {
  await database.drop()
  process.exit(1)
}
if (wanted('weight') || wanted('lighthouse')) {
  const server = startApp(PORT, database.url)
  try {
    await server.ready()
    run('weight', 'bench/page-weight.ts', [`http://localhost:${PORT}`])
    run('lighthouse', 'bench/lighthouse.ts', [`http://localhost:${PORT}`])
  } finally {
    await server.stop()
  }
}
await database.drop()
for (const name of ['pages', 'hosts', 'gateway', 'cart', 'checkout', 'redeem'])
  run(name, `bench/${name}.ts`)

const results: RunResults = {
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim(),
  cores: os.cpus().length,
  loadAverage: { before: loadBefore, after: os.loadavg() },
  figures: fs.existsSync(figuresFile)
    ? fs
        .readFileSync(figuresFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [],
}
fs.rmSync(figuresFile, { force: true })
const last = lastResults()
console.log(`\n${comparisonTable(results, last)}`)
console.log(`saved as ${saveResults(results)}`)
if (failed.length) {
  console.error(
    `benchmarks that ended with an error or over an aim they check: ${failed.join(', ')}`,
  )
  process.exitCode = 1
}
