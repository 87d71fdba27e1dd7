import fs from 'node:fs'
import path from 'node:path'

import type { Figure } from './figures'

export type BenchFigure = Figure & { bench: string }

export type RunResults = {
  date: string
  commit: string
  cores: number
  loadAverage: { before: number[]; after: number[] }
  figures: BenchFigure[]
}

const resultsDir = path.resolve(import.meta.dirname, '..', 'results')

/** The newest run kept in bench/results/, if any. */
export function lastResults(): RunResults | undefined {
  if (!fs.existsSync(resultsDir)) return undefined
  const newest = fs
    .readdirSync(resultsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1)
  return newest && JSON.parse(fs.readFileSync(path.join(resultsDir, newest), 'utf8'))
}

export function saveResults(results: RunResults): string {
  fs.mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `${results.date.replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n')
  return path.relative(process.cwd(), file)
}

const loads = (load: number[]) => load.map((n) => n.toFixed(2)).join(' ')

/** Better or worse than last time, by more than the noise of one run (5 %). */
function change(figure: BenchFigure, before: BenchFigure | undefined): string {
  if (!before || before.value === 0) return ''
  const delta = (figure.value - before.value) / Math.abs(before.value)
  if (Math.abs(delta) < 0.05) return '='
  const better = delta > 0 === figure.higher
  return `${delta > 0 ? '+' : ''}${(delta * 100).toFixed(0)} % ${better ? 'better' : 'worse'}`
}

/** One line per figure: this run's value, its aim, the last run's value and the change. */
export function comparisonTable(run: RunResults, last: RunResults | undefined): string {
  const key = (f: BenchFigure) => `${f.bench}\u0000${f.name}`
  const previous = new Map(last?.figures.map((f) => [key(f), f]))
  const header = [
    `run ${run.commit} at ${run.date}, ${run.cores} cores, load average (1, 5, 15 min) ` +
      `${loads(run.loadAverage.before)} before, ${loads(run.loadAverage.after)} after`,
    last
      ? `last run ${last.commit} at ${last.date}, load ${loads(last.loadAverage.before)} before`
      : 'no earlier run in bench/results/',
    [
      'bench'.padEnd(11),
      'figure'.padEnd(44),
      'value'.padStart(10),
      'unit'.padEnd(6),
      'aim'.padEnd(12),
      'last'.padStart(10),
      'change',
    ].join(' '),
  ]
  const rows = run.figures.map((figure) => {
    const before = previous.get(key(figure))
    return [
      figure.bench.padEnd(11),
      figure.name.slice(0, 44).padEnd(44),
      String(figure.value).padStart(10),
      figure.unit.padEnd(6),
      (figure.aim ?? '').padEnd(12),
      (before ? String(before.value) : '').padStart(10),
      change(figure, before),
    ].join(' ')
  })
  return [...header, ...rows].join('\n')
}
