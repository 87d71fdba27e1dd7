import type { Meta, StoryObj } from '@storybook/react-vite'

import TitleSubtitle from '@/blocks/title-subtitle/component'

import { blockContext } from './context'

const meta = {
  title: 'Blocks/TitleSubtitle',
  component: TitleSubtitle,
  args: {
    context: blockContext,
    block: {
      blockType: 'titleSubtitle',
      variant: 'centered',
      title: 'Offrez un moment inoubliable',
      subtitle: 'Plus de 200 cartes cadeaux à offrir, en digital ou en physique.',
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof TitleSubtitle>

export default meta
type Story = StoryObj<typeof meta>

export const Centered: Story = {}

/** One story per variant, so designers see each one. */
export const Hero: Story = { args: { block: { ...meta.args.block, variant: 'hero' } } }
export const Left: Story = { args: { block: { ...meta.args.block, variant: 'left' } } }
export const WithDivider: Story = {
  args: { block: { ...meta.args.block, variant: 'withDivider' } },
}
export const WithoutSubtitle: Story = { args: { block: { ...meta.args.block, subtitle: null } } }
