import type { Meta, StoryObj } from '@storybook/react-vite'

import Image from '@/blocks/image/component'

import { mediaFixture } from '../../tests/fixtures/media'
import { blockContext } from './context'

const meta = {
  title: 'Blocks/Image',
  component: Image,
  args: {
    context: blockContext,
    block: {
      blockType: 'image',
      image: mediaFixture('not-found.svg', 'Une carte cadeau', 320, 200),
      caption: 'Une carte cadeau, prête à être offerte.',
      size: 'content',
    },
  },
} satisfies Meta<typeof Image>

export default meta
type Story = StoryObj<typeof meta>

export const Content: Story = {}
export const Wide: Story = { args: { block: { ...meta.args.block, size: 'wide' } } }
export const Full: Story = { args: { block: { ...meta.args.block, size: 'full', caption: null } } }
