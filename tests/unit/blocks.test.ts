import fs from 'node:fs'
import path from 'node:path'

import type { Block } from 'payload'
import { describe, expect, it } from 'vitest'

import { layoutBlocks, richTextBlocks } from '@/blocks'
import { registry } from '@/blocks/registry'
import { embeddedBlockTypes } from '@/blocks/rich-text-with-blocks'

const blocksDir = path.resolve('src/blocks')
const folders = fs
  .readdirSync(blocksDir)
  .filter((name) => fs.existsSync(path.join(blocksDir, name, 'config.ts')))

const configOf = async (folder: string): Promise<Block> =>
  (await import(`../../src/blocks/${folder}/config.ts`))[folder] as Block

describe('block kinds', () => {
  it('are all in the page layout, one folder each', async () => {
    const slugs = await Promise.all(folders.map(async (folder) => (await configOf(folder)).slug))
    expect(slugs.sort()).toEqual(layoutBlocks.map((block) => block.slug).sort())
  })

  it('each have a component in the registry, and the registry nothing else', () => {
    expect(Object.keys(registry).sort()).toEqual(layoutBlocks.map((block) => block.slug).sort())
  })

  it.each(folders)('%s has a story', (folder) => {
    expect(fs.existsSync(path.resolve('stories/blocks', `${folder}.stories.tsx`))).toBe(true)
  })

  it('embedded in rich text render through the one renderer', () => {
    expect([...embeddedBlockTypes].sort()).toEqual(richTextBlocks.map((block) => block.slug).sort())
  })
})
