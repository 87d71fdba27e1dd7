import fs from 'node:fs'

/**
 * CPU seconds (user and system) the processes of a group have used so far, from Linux's /proc
 * (whose clock ticks are 100 a second by its ABI). Ended processes no longer count: measure the
 * difference over a span in which the group's processes live.
 */
export function groupCpuSeconds(group: number): number {
  let ticks = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // After the command's name: state, ppid, pgrp, … utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks / 100
}
