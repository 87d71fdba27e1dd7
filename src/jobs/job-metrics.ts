import type { TaskConfig } from 'payload'

import { metrics } from '@/server/metrics/registry'

/** The same task, whose failed runs (retried or not) are counted by queue and task. */
export function countsFailures<T extends TaskConfig>(task: T): T {
  const onFail = task.onFail
  return {
    ...task,
    onFail: async (args) => {
      metrics().jobFailures.inc({ queue: args.job.queue ?? 'default', task: task.slug })
      await onFail?.(args)
    },
  }
}
