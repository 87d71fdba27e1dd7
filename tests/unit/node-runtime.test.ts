import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { projectRoot } from '../../scripts/lib/paths'

const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  engines: { node: string }
  devDependencies: Record<string, string>
}
/** The Node the project installs (the registry's `node` package): npm run and npx put it first. */
const projectNode = manifest.devDependencies.node!
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0])

describe('one supported Node for development, CI and the image', () => {
  it('pins the node package to one exact version', () => {
    expect(projectNode).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it("runs the tests on the project's Node, not the machine's", () => {
    expect(major(process.version)).toBe(major(projectNode))
  })

  it('builds the image on the same version, and engines accept it', () => {
    const dockerfile = fs.readFileSync(path.join(projectRoot, 'Dockerfile'), 'utf8')
    const image = /^ARG NODE_IMAGE=node:(\S+)-bookworm-slim$/m.exec(dockerfile)?.[1]
    expect(image).toBe(projectNode)
    const minimum = /^>=(\d+)\.(\d+)$/.exec(manifest.engines.node)
    expect(minimum).not.toBeNull()
    const [, minMajor, minMinor] = minimum!.map(Number)
    const [pinnedMajor, pinnedMinor] = projectNode.split('.').map(Number)
    expect(
      pinnedMajor! > minMajor! || (pinnedMajor === minMajor && pinnedMinor! >= minMinor!),
    ).toBe(true)
  })
})
