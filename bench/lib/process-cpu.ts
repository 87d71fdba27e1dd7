import fs from 'node:fs'

/**
 * The /proc stat fields of each live process of a group, after the command's name: state (0),
 * ppid, pgrp (2), … utime (11), stime (12), … rss in 4 KiB pages (21).
 */
export function* groupStatFields(group: number): Generator<string[]> {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === group) yield fields
  }
}

/**
 * CPU seconds (user and system) the processes of a group have used so far, from Linux's /proc
 * (whose clock ticks are 100 a second by its ABI). Ended processes no longer count: measure the
 * difference over a span in which the group's processes live.
 */
export function groupCpuSeconds(group: number): number {
  let ticks = 0
  for (const fields of groupStatFields(group)) ticks += Number(fields[11]) + Number(fields[12])
  return ticks / 100
}
