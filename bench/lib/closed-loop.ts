import { percentile } from './app-server'
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
    /** How many of an operation completed per second while timed. */
    perSecond(name: string) {
      return times.get(name)!.length / ((endedAt - startedAt) / 1000)
    },
    /** The p-th percentile (ms) of an operation's timings. */
    p(name: string, p: number) {
      return percentile(
        times.get(name)!.toSorted((a, b) => a - b),
        p,
      )
    },
    /** One line per operation: requests, p50, p95, p99 (ms) and requests per second. */
    rows(label: string) {
      const seconds = (endedAt - startedAt) / 1000
      return [...times].map(([name, list]) => {
        const sorted = list.toSorted((a, b) => a - b)
        const cells = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(8))
        const rate = (list.length / seconds).toFixed(0).padStart(8)
        return [`${name} ${label}`.padEnd(32), String(list.length).padStart(8), ...cells, rate]
      })
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

export const HEADER = [
  'operation (shoppers)'.padEnd(32),
  ...['requests', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'].map((h) => h.padStart(8)),
]

/** A line stating an aim's ratio of two p95s (e.g. a call's against the floor's) and whether it holds. */
export function ratioLine(name: string, p95: number, base: string, baseP95: number, most: number) {
  const ratio = p95 / baseP95
  const verdict = ratio <= most ? 'met' : 'missed'
  return `${`p95 ${name} / ${base}`.padEnd(48)} ${ratio.toFixed(2).padStart(6)}  (aim ≤ ${most}: ${verdict})`
}

/** The run's unexpected answers (the first five printed), failing the bench; else `allGood`. */
export function reportProblems(problems: string[], allGood = 'every answer was the expected one') {
  if (problems.length === 0) return void console.log(allGood)
  console.error(`${problems.length} answers were not the expected ones, first ones:`)
  for (const problem of problems.slice(0, 5)) console.error(' ', problem)
  process.exitCode = 1
}
