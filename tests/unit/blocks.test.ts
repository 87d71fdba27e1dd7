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

/** A kebab-case folder exports its block under the PascalCase name: blog-block → BlogBlock. */
const exportName = (folder: string) =>
  folder.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())

const configOf = async (folder: string): Promise<Block> =>
  (await import(`../../src/blocks/${folder}/config.ts`))[exportName(folder)] as Block

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

  // The picture comes from the block's first story: `npm run stories:baselines` writes it. It is
  // decorative (alt ""): the picker names the block beside it, in the staff member's language.
  it.each(layoutBlocks.map((block) => [block.slug, block] as const))(
    '%s has a decorative thumbnail in the block picker',
    (slug, block) => {
      const url = `/block-thumbnails/${slug}.png`
      expect(block.admin?.images?.thumbnail).toEqual({ url, alt: '' })
      const file = path.resolve('public', url.slice(1))
      expect(fs.existsSync(file), `${file} is missing`).toBe(true)
      // Payload's picker shows 3:2; a PNG's header holds its width and height.
      const png = fs.readFileSync(file)
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([480, 320])
      expect(png.length).toBeLessThan(60_000)
    },
  )

  it('embedded in rich text render through the one renderer', () => {
    expect([...embeddedBlockTypes].sort()).toEqual(richTextBlocks.map((block) => block.slug).sort())
  })
})
