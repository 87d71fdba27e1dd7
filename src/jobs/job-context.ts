import type { TaskConfig } from 'payload'

import { withLogContext } from '@/server/request-context'

/** The same task, whose every log line (its services' `payload.logger` ones too) names its job. */
export function namedInLogs<T extends TaskConfig>(task: T): T {
  const run = task.handler
  if (typeof run !== 'function') return task
  return {
    ...task,
    handler: (args: Parameters<typeof run>[0]) =>
      withLogContext({ jobId: String(args.job.id), task: task.slug }, () => run(args)),
  }
}
