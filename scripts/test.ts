/**
 * The whole suite, in order: static checks, unit, integration, migrations, e2e, scale, Storybook.
 * Usage: tsx scripts/test.ts [static|unit|int|migrations|e2e|scale|storybook …] (default: all)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ensureChromium } from './lib/chromium'
import { failedTests, reportDir, reportPath } from './lib/failed-tests'
import { projectRoot } from './lib/paths'

type Step = { name: string; group: string; run: () => boolean; reports?: string[] }

const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name)
const sh = (command: string, args: string[]) => () =>
  spawnSync(command, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--no-deprecation' },
  }).status === 0

const vitest = (project: string) =>
  sh(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath(project)}`,
  ])

const steps: Step[] = [
  { name: 'typecheck', group: 'static', run: sh(bin('tsc'), ['--noEmit']) },
  // Oxlint finds import cycles (5 s); ESLint on two threads does the rest (eslint.config.mjs).
  {
    name: 'lint',
    group: 'static',
    run: () =>
      sh(bin('oxlint'), ['--deny-warnings'])() &&
      sh(bin('eslint'), ['.', '--max-warnings=0', '--concurrency=2'])(),
  },
  { name: 'format', group: 'static', run: sh(bin('prettier'), ['--check', '.']) },
  {
    name: 'gateway types',
    group: 'static',
    run: sh(bin('graphql-codegen'), ['--config', 'codegen.ts', '--check']),
  },
  { name: 'unit', group: 'unit', run: vitest('unit'), reports: ['unit'] },
  { name: 'integration', group: 'int', run: vitest('int'), reports: ['int'] },
  { name: 'migrations', group: 'migrations', run: sh(bin('tsx'), ['scripts/check-migrations.ts']) },
  {
    name: 'e2e',
    group: 'e2e',
    reports: ['e2e-parallel', 'e2e-serial-editors', 'e2e-serial-store'],
    run: () => {
      const chromium = ensureChromium()
      console.log(chromium.message)
      const ok = chromium.ok && sh(bin('tsx'), ['scripts/e2e.ts'])()
      // The scale group runs the standalone build this step just made instead of building again.
      if (ok) process.env.SCALE_REUSE_BUILD = '1'
      return ok
    },
  },
  {
    name: 'scale',
    group: 'scale',
    reports: ['scale'],
    run: () => {
      const startedAt = Date.now()
      const ok = vitest('scale')()
      console.log(`scale: ${Math.round((Date.now() - startedAt) / 1000)} s`)
      return ok
    },
  },
  {
    name: 'storybook',
    group: 'storybook',
    run: () => {
      const chromium = ensureChromium()
      console.log(chromium.message)
      return chromium.ok && sh(bin('tsx'), ['scripts/stories/run.ts'])()
    },
  },
]

// Set by the e2e step of this run only, never taken from the caller's environment.
delete process.env.SCALE_REUSE_BUILD
const wanted = process.argv.slice(2)
const selected = wanted.length ? steps.filter((step) => wanted.includes(step.group)) : steps
if (selected.length === 0) {
  console.error(`Nothing to run. Groups: ${[...new Set(steps.map((s) => s.group))].join(', ')}`)
  process.exit(2)
}

fs.rmSync(reportDir, { recursive: true, force: true })
const results: { name: string; ok: boolean; seconds: number; failures: string[] }[] = []
for (const step of selected) {
  console.log(`\n▶ ${step.name}`)
  const startedAt = Date.now()
  const ok = step.run()
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  results.push({
    name: step.name,
    ok,
    seconds,
    failures: (step.reports ?? []).flatMap(failedTests),
  })
}

console.log('\nSummary')
for (const r of results) {
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(12)} ${r.seconds}s`)
  for (const failure of r.failures) console.log(`      ✗ ${failure}`)
}
const failed = results.filter((r) => !r.ok).length
console.log(`checks: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
