import fs from 'node:fs'

/**
 * A figure a benchmark hands to `npm run bench` (bench/all.ts), which prints them as one table and
 * keeps them in bench/results/. `higher` says which way is better, for the comparison with the last run.
 */
export type Figure = { name: string; value: number; unit: string; higher: boolean; aim?: string }

/** One JSON line per figure, appended to the file `npm run bench` names in BENCH_FIGURES. */
export function recordFigures(bench: string, figures: Figure[]): void {
  const file = process.env.BENCH_FIGURES
  if (!file || figures.length === 0) return
  const lines = figures.map((figure) => JSON.stringify({ bench, ...figure }))
  fs.appendFileSync(file, lines.join('\n') + '\n')
}

/** A ratio of two figures of the same run, e.g. a call's p95 over the floor's. */
const ratio = (name: string, value: number, higher: boolean, aim?: string): Figure => ({
  name,
  value: Number(value.toFixed(2)),
  unit: '×',
  higher,
  aim,
})

/** A ratio with an upper aim (e.g. a call's p95 against the floor's), printed and recorded. */
export function aimedRatio(bench: string, name: string, value: number, most: number): string {
  recordFigures(bench, [ratio(name, value, false, `≤ ${most}`)])
  const verdict = value <= most ? 'met' : 'missed'
  return `${name.padEnd(48)} ${value.toFixed(2).padStart(6)}  (aim ≤ ${most}: ${verdict})`
}
