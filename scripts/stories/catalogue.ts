import fs from 'node:fs'
import path from 'node:path'

import { projectRoot } from '../lib/paths'

export const staticDir = path.join(projectRoot, 'storybook-static')
export const baselinesDir = path.join(projectRoot, 'stories', 'baselines')
export const resultsDir = path.join(projectRoot, 'test-results', 'stories')
export const thumbnailsDir = path.join(projectRoot, 'public', 'block-thumbnails')

/** The two widths a block is checked at: the smallest phone the shop supports, and desktop. */
export const WIDTHS = [375, 1280] as const

export type Story = { id: string; title: string; importPath: string; tags: string[] }

/** Every story of the built Storybook, in the sidebar's order (files, then their exports). */
export function readStories(): Story[] {
  const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, Story & { type: string }>
  }
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}

/** A block kind's stories: the files of stories/blocks/, and any story tagged 'block'. */
export const isBlockStory = (story: Story): boolean =>
  story.importPath.startsWith('./stories/blocks/') || story.tags.includes('block')

/** 'Blocks/ImageBody' → 'imageBody': a block file's title names its Payload slug. */
export const blockSlug = (story: Story): string => {
  const name = story.title.split('/').at(-1) ?? story.title
  return name.charAt(0).toLowerCase() + name.slice(1)
}

/** The first story of each block file pictures the block in the admin's block picker. */
export function thumbnailStories(stories: Story[]): Map<string, Story> {
  const first = new Map<string, Story>()
  for (const story of stories) {
    if (story.importPath.startsWith('./stories/blocks/') && !first.has(blockSlug(story))) {
      first.set(blockSlug(story), story)
    }
  }
  return first
}
