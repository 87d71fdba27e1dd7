import type { Meta, StoryObj } from '@storybook/react-vite'

import { BlocksQueueView } from '@/blocks/blocks-queue-reference/view'
import TitleSubtitle from '@/blocks/title-subtitle/component'
import type { LayoutBlock, RenderContext } from '@/blocks/types'

import { blockContext } from './context'

/** In the app the registry renders the queue's blocks; here title blocks stand in for them. */
const context: RenderContext = {
  ...blockContext,
  renderBlocks: (blocks: readonly LayoutBlock[]) =>
    blocks.map((block, index) =>
      block.blockType === 'titleSubtitle' ? (
        <TitleSubtitle key={index} block={block} context={blockContext} />
      ) : null,
    ),
}

const section = (id: number, title: string, taxonomies: number[]) => ({
  id: String(id),
  taxonomies,
  blocks: [
    { blockType: 'titleSubtitle' as const, variant: 'left' as const, title, subtitle: null },
  ],
})

const meta = {
  title: 'Blocks/BlocksQueueReference',
  component: BlocksQueueView,
  args: {
    context,
    filter: [],
    queue: {
      id: 1,
      queueID: 'promotions-noel',
      sections: [
        section(1, 'Pour tout le monde (section sans catégorie)', []),
        section(2, 'Restaurants : une table à offrir', [10]),
        section(3, 'Bien-être : un moment de détente', [20]),
      ],
    },
  },
} satisfies Meta<typeof BlocksQueueView>

export default meta
type Story = StoryObj<typeof meta>

export const AllSections: Story = {}
export const FilteredByRestaurants: Story = { args: { filter: [10] } }
