import { percentile } from './app-server'
import { groupStatFields } from './process-cpu'

/** What the soak reads every sample period: the server, Postgres, Redis and the answers. */
export type Sample = {
  minute: number
  rssMb: number
  pgConnections: number
  redisMb: number
  p95: number
  requests: number
  errors: number
}

/** Resident memory of a process group's processes (Linux /proc, 4 KiB pages), in MB. */
export function groupRssMb(group: number): number {
  let pages = 0
  for (const fields of groupStatFields(group)) pages += Number(fields[21])
  return (pages * 4096) / 1e6
}

/** The window's p95 of answer times (ms), 0 when it saw none. */
export const windowP95 = (times: number[]): number =>
  times.length
    ? percentile(
        times.toSorted((a, b) => a - b),
        95,
      )
    : 0

const KEYS = ['rssMb', 'pgConnections', 'redisMb', 'p95'] as const
const mean = (samples: Sample[], key: (typeof KEYS)[number]) =>
  samples.reduce((sum, sample) => sum + sample[key], 0) / Math.max(1, samples.length)

/**
 * Growth of each figure from the first three samples after the warm-up to the last three, as a
 * fraction (0.1 = 10 %): the soak's aim is ≤ 10 % for each.
 */
export function growth(samples: Sample[], warmUpMinutes: number) {
  const settled = samples.filter((sample) => sample.minute >= warmUpMinutes)
  const first = settled.slice(0, 3)
  const last = settled.slice(-3)
  return KEYS.map((key) => {
    const [from, to] = [mean(first, key), mean(last, key)]
    return { key, from, to, growth: from > 0 ? to / from - 1 : 0 }
  })
}

/** One line chart of a figure over the run's minutes, as an SVG group at `top`. */
function chart(samples: Sample[], key: 'rssMb' | 'p95', label: string, top: number): string {
  const [width, height, left] = [560, 110, 50]
  const end = Math.max(1, ...samples.map((sample) => sample.minute))
  const high = Math.max(1, ...samples.map((sample) => sample[key])) * 1.1
  const x = (minute: number) => left + (minute / end) * width
  const y = (value: number) => top + height - (value / high) * height
  const points = samples.map(
    (sample) => `${x(sample.minute).toFixed(1)},${y(sample[key]).toFixed(1)}`,
  )
  return [
    `<text x="${left}" y="${top - 6}" font-size="12">${label} (max ${high.toFixed(0)})</text>`,
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="none" stroke="#999"/>`,
    `<polyline fill="none" stroke="#b0004c" stroke-width="1.5" points="${points.join(' ')}"/>`,
    `<text x="${left}" y="${top + height + 14}" font-size="11">0</text>`,
    `<text x="${left + width - 40}" y="${top + height + 14}" font-size="11">${end.toFixed(0)} min</text>`,
  ].join('\n')
}

/** A small SVG plot of the server's RSS and the p95 over the run. */
export function soakSvg(samples: Sample[]): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" font-family="sans-serif">',
    '<rect width="640" height="320" fill="#fff"/>',
    chart(samples, 'rssMb', 'server RSS, MB', 24),
    chart(samples, 'p95', 'p95 of answers, ms', 180),
    '</svg>',
    '',
  ].join('\n')
}
