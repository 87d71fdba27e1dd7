import type { Meta, StoryObj } from '@storybook/react-vite'

import SelfHostedVideo from '@/blocks/self-hosted-video/component'

import { mediaFixture } from '../../tests/fixtures/media'
import { blockContext } from './context'

// The store's own clip (public/videos), served by Storybook as by the app.
const clip = '/videos/carte-cadeau'

const meta = {
  title: 'Blocks/SelfHostedVideo',
  component: SelfHostedVideo,
  args: {
    context: blockContext,
    block: {
      blockType: 'selfHostedVideo',
      url: `${clip}.webm`,
      mimeType: 'video/webm',
      title: 'Fête des mères : un cadeau qui fleurit en un clic',
      poster: mediaFixture(
        'video-poster-coffret.svg',
        'Trois cartes cadeaux en éventail',
        1280,
        720,
      ),
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof SelfHostedVideo>

export default meta
type Story = StoryObj<typeof meta>

export const WithPoster: Story = {}

export const WithoutPoster: Story = { args: { block: { ...meta.args.block, poster: null } } }

export const Webm: Story = {
  args: { block: { ...meta.args.block, url: `${clip}.webm`, mimeType: 'video/webm' } },
}
