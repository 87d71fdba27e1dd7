import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { GivingMomentsOverviewTemplate } from '@/content/templates/page-types/giving-moments-overview'
import type { GivingMoment } from '@/payload-types'

import { mediaFixture } from '../../tests/fixtures/media'
import { desktop, editorsPage, mobile } from './fixtures'

/** A published moment as the overview reads it (depth 1: its image populated). */
const moment = (id: number, title: string, slug: string, color: string): GivingMoment => ({
  id,
  title,
  slug,
  heroTitle: title,
  image: mediaFixture(`title-with-images-${slug}.svg`, '', 428, 270),
  backgroundColor: { color, opacity: 100 },
  meta: { robots: 'index-follow' },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  _status: 'published',
})

const meta = {
  title: 'Templates/GivingMomentsOverview',
  component: GivingMomentsOverviewTemplate,
  args: {
    data: {
      locale: 'fr',
      moments: [
        moment(1, 'Anniversaire', 'anniversaire', '#ffe3e8'),
        moment(2, 'Mariage', 'mariage', '#f3e3c3'),
        moment(3, 'Naissance', 'naissance', '#d7e8f7'),
        moment(4, 'Noël', 'noel', '#d7ece2'),
        moment(5, 'Merci', 'merci', '#fff1cc'),
      ],
    },
    layout: editorsPage(
      'Offrir un moment',
      'Une occasion, une carte',
      'Trouvez l’inspiration pour chaque moment.',
    ),
  },
} satisfies Meta<typeof GivingMomentsOverviewTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** A tile per moment on its colour, each leading to its page. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('link', { name: 'Mariage' })).toHaveAttribute(
      'href',
      '/offrir-un-moment/mariage/',
    )
  },
}

export const Mobile: Story = { globals: mobile }
