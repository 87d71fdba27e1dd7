import { percentile } from './app-server'
import type { Figure } from './figures'
import type { Call } from './shopper'

export type RecordCall = (name: string, call: Call) => void

/** Timings of named operations, kept once the warm-up is over, until each has enough of them. */
function recorder(names: string[], wanted: number) {
  const times = new Map(names.map((name) => [name, [] as number[]]))
  const problems: string[] = []
  let startedAt = 0
  let endedAt = 0
  return {
    problems,
    start: () => (startedAt = performance.now()),
    get finished() {
      return endedAt > 0
    },
    record(name: string, call: Call) {
      if (call.problem) problems.push(`${name}: ${call.problem.slice(0, 300)}`)
      if (!startedAt || endedAt) return
      times.get(name)!.push(call.ms)
      if ([...times.values()].every((list) => list.length >= wanted)) endedAt = performance.now()
    },
    /** Per operation: requests, p50, p95, p99 (ms) and requests per second. */
    stats() {
      const seconds = (endedAt - startedAt) / 1000
      return [...times].map(([name, list]) => {
        const sorted = list.toSorted((a, b) => a - b)
        const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p))
        return {
          name,
          requests: list.length,
          p50: p50!,
          p95: p95!,
          p99: p99!,
          rate: list.length / seconds,
        }
      })
    },
    /** One operation's figures. */
    stat(name: string) {
      return this.stats().find((stat) => stat.name === name)!
    },
    /** One line per operation: requests, p50, p95, p99 (ms) and requests per second. */
    rows(label: string) {
      return this.stats().map(({ name, requests, p50, p95, p99, rate }) => [
        `${name} ${label}`.padEnd(32),
        String(requests).padStart(8),
        ...[p50, p95, p99].map((ms) => ms.toFixed(1).padStart(8)),
        rate.toFixed(0).padStart(8),
      ])
    },
    /** The p95 and the rate of each operation, for `npm run bench`'s table (bench/all.ts). */
    figures(label: string): Figure[] {
      return this.stats().flatMap(({ name, p95, rate }) => [
        { name: `${name} ${label} p95`, value: Number(p95.toFixed(1)), unit: 'ms', higher: false },
        { name: `${name} ${label} rate`, value: Math.round(rate), unit: 'req/s', higher: true },
      ])
    },
  }
}

/**
 * `workers` loops of `step` at once, each starting its next step as soon as the last one
 * answered (a closed loop): a warm-up, then until every operation was timed `wanted` times.
 */
export async function closedLoop(
  { workers, warmUpMs, wanted }: { workers: number; warmUpMs: number; wanted: number },
  names: string[],
  step: (worker: number, record: RecordCall) => Promise<void>,
) {
  const run = recorder(names, wanted)
  const timer = setTimeout(run.start, warmUpMs)
  const record = run.record.bind(run)
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (!run.finished) await step(worker, record)
    }),
  )
  clearTimeout(timer)
  return run
}

export const FLOOR = 'floor: GET /api/ip/'

/**
 * The server's own floor, for scale: a route handler that answers a few bytes (GeoIP lookup),
 * as a closed loop's step recorded under FLOOR.
 */
export const floorStep = (origin: string) => async (_: number, record: RecordCall) => {
  const started = performance.now()
  const response = await fetch(`${origin}/api/ip/`)
  await response.json()
  const problem = response.ok ? null : `status ${response.status}`
  record(FLOOR, { ms: performance.now() - started, problem })
}

export const HEADER = [
  'operation (shoppers)'.padEnd(32),
  ...['requests', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'].map((h) => h.padStart(8)),
]

/** The run's unexpected answers (the first five printed), failing the bench; else `allGood`. */
export function reportProblems(problems: string[], allGood = 'every answer was the expected one') {
  if (problems.length === 0) return void console.log(allGood)
  console.error(`${problems.length} answers were not the expected ones, first ones:`)
  for (const problem of problems.slice(0, 5)) console.error(' ', problem)
  process.exitCode = 1
}
