import type { JobsConfig } from 'payload'

import { isAdmin } from '@/access/staff-roles'
import { CARDS_QUEUE } from '@/commerce/services/orders'

import { drawDoublerTask } from './draw-doubler'
import { followUpPendingOrdersTask } from './follow-up-pending-orders'
import { fulfilPaidOrdersTask } from './fulfil-paid-orders'
import { issueOrderCardsTask } from './issue-order-cards'
import { namedInLogs } from './job-context'
import { countsFailures } from './job-metrics'
import { purgeExpiredSessions } from './purge-expired-sessions'
import { purgeStaleCarts } from './purge-stale-carts'

/**
 * The jobs queues (scheduled publish, the purges, card issuing, pending-order follow-up, the
 * doubler draw). Every process may queue; only one that works the queues (`JOBS=on`: the single
 * process, or the worker beside web instances started with `JOBS=off`) runs them, on schedule.
 */
export const jobsConfig = (worksQueues: boolean): JobsConfig => ({
  tasks: [
    purgeStaleCarts,
    purgeExpiredSessions,
    issueOrderCardsTask,
    fulfilPaidOrdersTask,
    followUpPendingOrdersTask,
    drawDoublerTask,
  ].map((task) => countsFailures(namedInLogs(task))),
  autoRun: worksQueues
    ? [
        // Every 10 s: a publish scheduled for 9:00 goes live by 9:00:10 (one query a tick).
        { cron: '*/10 * * * * *', queue: 'default' },
        // Paid orders have their own queue, so a slow purge never delays a card; polled every few
        // seconds, as a worker is the only one to issue cards when web instances queue them.
        { cron: '*/5 * * * * *', queue: CARDS_QUEUE },
      ]
    : undefined,
  // Payload's /api/payload-jobs/run: admins only, and never on an instance that runs no jobs.
  access: { run: ({ req }) => worksQueues && isAdmin(req.user) },
})
