/** One sample of Prometheus's text format: `name{label="value",…} 12`. */
export type Sample = { name: string; labels: Record<string, string>; value: number }

const LINE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g

/** Every sample of a scrape (comment lines left out). */
export function parseMetrics(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = LINE.exec(line)
    if (!match) return []
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map((l) => [l[1], l[2]]),
    )
    return [{ name: match[1]!, labels, value: Number(match[3]) }]
  })
}

/** The value of the sample with this name and these labels (among others), 0 when none is. */
export const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  )?.value ?? 0

/** Scrapes a metrics endpoint. */
export async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return parseMetrics(await response.text())
}
