import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { projectRoot } from '../lib/paths'
import { resultsDir } from './catalogue'

const TAIL_LINES = 40

/**
 * `storybook build --test` into storybook-static: the stories without docs and docgen, which no
 * check reads (a third of the time). Vite prints thousands of lines, so they go to a log beside
 * the visual check's results, and only its tail shows when the build fails.
 */
export function buildStorybook(): boolean {
  fs.mkdirSync(resultsDir, { recursive: true })
  const log = path.join(resultsDir, 'storybook-build.log')
  const output = fs.openSync(log, 'w')
  const result = spawnSync(
    path.join(projectRoot, 'node_modules', '.bin', 'storybook'),
    ['build', '--test', '--quiet', '-o', 'storybook-static'],
    {
      cwd: projectRoot,
      stdio: ['ignore', output, output],
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    },
  )
  fs.closeSync(output)
  if (result.status === 0) return true
  const tail = fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-TAIL_LINES)
  console.error(
    [...tail, `✘ storybook build failed (whole log: ${path.relative(projectRoot, log)})`].join(
      '\n',
    ),
  )
  return false
}
