import type { RenderContext } from '@/blocks/types'

/** The render context of a block in a story: French, published content, no nested renderer. */
export const blockContext: RenderContext = {
  locale: 'fr',
  draft: false,
  edit: null,
  renderBlocks: () => null,
}
