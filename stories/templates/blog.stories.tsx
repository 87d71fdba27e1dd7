import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { BlogTemplate } from '@/content/templates/page-types/blog'
import type { BlogPost } from '@/payload-types'
import { paragraph, richText } from '@/seed/rich-text'

import { mediaFixture } from '../../tests/fixtures/media'
import { desktop, editorsPage, mobile } from './fixtures'

/** A published article as the overview reads it (depth 1: its hero image populated). */
const post = (id: number, title: string, slug: string, image: string, date: string): BlogPost => ({
  id,
  title,
  slug,
  excerpt: `${title} : nos conseils pour faire plaisir sans courir les magasins.`,
  publishedAt: date,
  heroImage: mediaFixture(image, '', 1200, 800),
  content: richText(paragraph(title)) as BlogPost['content'],
  meta: { robots: 'index-follow' },
  createdAt: date,
  updatedAt: date,
  _status: 'published',
})

const meta = {
  title: 'Templates/Blog',
  component: BlogTemplate,
  args: {
    data: {
      locale: 'fr',
      dates: { intl: 'fr-FR', timeZone: 'Europe/Paris' },
      posts: [
        post(
          1,
          '10 idées de cartes cadeaux pour Noël',
          'idees-cadeaux-noel',
          'blog-idees-noel.svg',
          '2026-11-28T08:00:00.000Z',
        ),
        post(
          2,
          'Offrir à distance',
          'offrir-a-distance',
          'blog-offrir-a-distance.svg',
          '2026-10-14T08:00:00.000Z',
        ),
        post(
          3,
          'Fête des mères',
          'fete-des-meres',
          'blog-fete-des-meres.svg',
          '2026-05-12T08:00:00.000Z',
        ),
      ],
    },
    layout: editorsPage(
      'Le blog',
      'Idées cadeaux et conseils',
      'Nos articles pour trouver le bon cadeau.',
    ),
  },
} satisfies Meta<typeof BlogTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** The editors' page, then every article, newest first. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('link', { name: 'Offrir à distance' })).toHaveAttribute(
      'href',
      '/blog/offrir-a-distance/',
    )
  },
}

export const Mobile: Story = { globals: mobile }

/** No article yet: the page's content alone. */
export const Empty: Story = { args: { data: { ...meta.args.data, posts: [] } } }
