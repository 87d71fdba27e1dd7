/**
 * The whole suite, in order: static checks and unit tests side by side, then integration,
 * migrations, e2e, scale, Storybook.
 * Usage: tsx scripts/test.ts [static|unit|int|migrations|e2e|scale|storybook …] (default: all)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ensureChromium } from './lib/chromium'
import { failedTests, reportDir, reportPath } from './lib/failed-tests'
import { projectRoot } from './lib/paths'

/**
 * `alongside`: runs at the same time as the steps next to it that have it too. tsc is one thread
 * and the others leave a core idle at times: side by side, the static checks and the unit tests
 * take about as long as the longest (measured below, in the summary's seconds).
 */
type Step = {
  name: string
  group: string
  run: () => Promise<boolean>
  reports?: string[]
  alongside?: boolean
}

const bin = (name: string) => path.join(projectRoot, 'node_modules', '.bin', name)
const sh = (command: string, args: string[]) => () =>
  new Promise<boolean>((resolve) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--no-deprecation' },
    })
    child.on('exit', (code) => resolve(code === 0))
    child.on('error', () => resolve(false))
  })

/** Whether `next build` finished since then (it writes BUILD_ID once it has compiled). */
function builtSince(time: number): boolean {
  try {
    return fs.statSync(path.join(projectRoot, '.next', 'BUILD_ID')).mtimeMs >= time
  } catch {
    return false
  }
}

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
  { name: 'typecheck', group: 'static', alongside: true, run: sh(bin('tsc'), ['--noEmit']) },
  // Oxlint finds import cycles (5 s); ESLint on two threads does the rest (eslint.config.mjs).
  {
    name: 'lint',
    group: 'static',
    alongside: true,
    run: async () =>
      (await sh(bin('oxlint'), ['--deny-warnings'])()) &&
      sh(bin('eslint'), ['.', '--max-warnings=0', '--concurrency=2'])(),
  },
  { name: 'format', group: 'static', alongside: true, run: sh(bin('prettier'), ['--check', '.']) },
  {
    name: 'gateway types',
    group: 'static',
    alongside: true,
    run: sh(bin('graphql-codegen'), ['--config', 'codegen.ts', '--check']),
  },
  { name: 'unit', group: 'unit', alongside: true, run: vitest('unit'), reports: ['unit'] },
  { name: 'integration', group: 'int', run: vitest('int'), reports: ['int'] },
  { name: 'migrations', group: 'migrations', run: sh(bin('tsx'), ['scripts/check-migrations.ts']) },
  {
    name: 'e2e',
    group: 'e2e',
    reports: ['e2e-parallel', 'e2e-serial-editors', 'e2e-serial-store'],
    run: async () => {
      const startedAt = Date.now()
      const ok = await sh(bin('tsx'), ['scripts/e2e.ts'])()
      // The scale group runs the standalone build this step just made instead of building again,
      // even when a test failed (a second build took 244 s in CI).
      if (builtSince(startedAt)) process.env.SCALE_REUSE_BUILD = '1'
      return ok
    },
  },
  {
    name: 'scale',
    group: 'scale',
    reports: ['scale'],
    run: async () => {
      const startedAt = Date.now()
      const ok = await vitest('scale')()
      console.log(`scale: ${Math.round((Date.now() - startedAt) / 1000)} s`)
      return ok
    },
  },
  {
    name: 'storybook',
    group: 'storybook',
    run: async () => {
      const chromium = ensureChromium()
      console.log(chromium.message)
      return chromium.ok && sh(bin('tsx'), ['scripts/stories/run.ts'])()
    },
  },
]

// npm run puts the project's Node (package.json's `node`) first on PATH; the log says which ran.
console.log(`Node ${process.version} (${process.execPath})`)
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
const runStep = async (step: Step) => {
  console.log(`\n▶ ${step.name}`)
  const startedAt = Date.now()
  const ok = await step.run()
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  return { name: step.name, ok, seconds, failures: (step.reports ?? []).flatMap(failedTests) }
}
for (let at = 0; at < selected.length;) {
  // A run of `alongside` steps starts together; any other step runs alone.
  let end = at + 1
  while (selected[at]!.alongside && selected[end]?.alongside) end += 1
  results.push(...(await Promise.all(selected.slice(at, end).map(runStep))))
  at = end
}

console.log('\nSummary')
for (const r of results) {
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(12)} ${r.seconds}s`)
  for (const failure of r.failures) console.log(`      ✗ ${failure}`)
}
const failed = results.filter((r) => !r.ok).length
console.log(`checks: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
