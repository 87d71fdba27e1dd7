import { prepareScaleRun } from './support/scale-run'

/**
 * The scale group's run (support/scale-run.ts): the seeded database each test file copies, the
 * run's settings, and the standalone build, reused when scripts/test.ts says the e2e step of the
 * same run just made it (SCALE_REUSE_BUILD=1), else built here.
 */
export default function setup(): Promise<() => Promise<void>> {
  return prepareScaleRun({ reuseBuild: process.env.SCALE_REUSE_BUILD === '1' })
}
