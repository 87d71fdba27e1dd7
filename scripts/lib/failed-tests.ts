/**
 * Names the failed tests of a step from its JSON report, for the suite's summary: CI keeps only
 * the end of the output, where Storybook's build noise used to hide which test had failed.
 */
import fs from 'node:fs'
import path from 'node:path'

import { projectRoot } from './paths'

export const reportDir = path.join(projectRoot, '.test-results')
export const reportPath = (step: string) => path.join(reportDir, `${step}.json`)

/** The message's first line, and what an assertion expected and received (CI shows only this). */
const gist = (message = '') => {
  const lines = message
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim().slice(0, 200))
  const first = lines.find(Boolean) ?? ''
  const compared = lines.filter((line) => /^(Expected|Received)\b/.test(line)).slice(0, 2)
  return [first, ...compared].join(' | ')
}

type VitestReport = {
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

const fromVitest = (report: VitestReport) =>
  report.testResults.flatMap((file) => {
    const name = path.relative(projectRoot, file.name)
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    if (failed.length === 0 && file.status === 'failed') return [`${name}: ${gist(file.message)}`]
    return failed.map((test) => `${name} › ${test.fullName}: ${gist(test.failureMessages[0])}`)
  })

type PlaywrightSuite = {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    file: string
    tests: { projectName: string; results: { status: string; error?: { message?: string } }[] }[]
  }[]
}

const fromPlaywright = (suites: PlaywrightSuite[]): string[] =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) =>
          test.results.some((result) => result.status !== 'passed' && result.status !== 'skipped'),
        )
        .map((test) => {
          const result = test.results.at(-1)
          return `[${test.projectName}] ${spec.file} › ${spec.title}: ${result?.status} ${gist(result?.error?.message)}`
        }),
    ),
    ...fromPlaywright(suite.suites ?? []),
  ])

/** The failed tests the step's report names, or [] when it wrote none. */
export function failedTests(step: string): string[] {
  const file = reportPath(step)
  if (!fs.existsSync(file)) return []
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport & {
      suites?: PlaywrightSuite[]
    }
    return report.suites ? fromPlaywright(report.suites) : fromVitest(report)
  } catch {
    return [`(the report ${path.relative(projectRoot, file)} could not be read)`]
  }
}
