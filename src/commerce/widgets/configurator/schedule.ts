import { MAX_SCHEDULE_DAYS } from '@/commerce/domain/receiver'

const pad = (value: number) => String(value).padStart(2, '0')

/** A moment as a datetime-local input shows it, in the browser's time zone ('' for none). */
export function localInputValue(moment: Date | string | null | undefined): string {
  if (!moment) return ''
  const date = new Date(moment)
  if (Number.isNaN(date.getTime())) return ''
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** What a datetime-local input holds, as the ISO moment the gateway takes ('' stays ''). */
export function isoOfLocalInput(value: string): string {
  const date = new Date(value)
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : ''
}

/** The input's limits: from now to a year ahead (the receiver schema's range). */
export function scheduleLimits(now: Date): { min: string; max: string } {
  const max = new Date(now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
  return { min: localInputValue(now), max: localInputValue(max) }
}
