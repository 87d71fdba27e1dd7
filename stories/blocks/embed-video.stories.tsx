import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import EmbedVideo from '@/blocks/embed-video/component'

import { blockContext } from './context'

const meta = {
  title: 'Blocks/EmbedVideo',
  component: EmbedVideo,
  args: {
    context: blockContext,
    block: {
      blockType: 'embedVideo',
      provider: 'YOUTUBE',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      title: 'Comment offrir une carte cadeau en trois minutes',
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof EmbedVideo>

export default meta
type Story = StoryObj<typeof meta>

/** The facade: no request to the provider until the visitor plays the video. */
export const YouTube: Story = {}

export const Vimeo: Story = {
  args: {
    block: {
      ...meta.args.block,
      provider: 'VIMEO',
      url: 'https://vimeo.com/76979871',
      title: 'Les coulisses de nos coffrets cadeaux',
    },
  },
}

export const Dutch: Story = {
  args: {
    context: { ...blockContext, locale: 'nl' },
    block: { ...meta.args.block, title: 'Zo geeft u een cadeaukaart in drie minuten' },
  },
}

/** After the click the player replaces the facade and takes the focus (it loads YouTube). */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Lire la vidéo/ }))
    const player = canvas.getByTitle(meta.args.block.title)
    await expect(player).toHaveFocus()
  },
}

/** A URL that is not a video of its provider renders nothing rather than a broken player. */
export const InvalidUrl: Story = {
  args: { block: { ...meta.args.block, url: 'https://www.youtube.com/@cartecadeau' } },
}
