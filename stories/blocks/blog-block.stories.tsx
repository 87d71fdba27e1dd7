import type { Meta, StoryObj } from '@storybook/react-vite'

import { BlogBlockView } from '@/blocks/blog-block/view'
import type { BlogPost } from '@/payload-types'
import { paragraph, richText } from '@/seed/rich-text'

import { mediaFixture } from '../../tests/fixtures/media'

type Teaser = Pick<BlogPost, 'id' | 'title' | 'slug' | 'excerpt' | 'publishedAt'> & {
  image: string
  alt: string
}

/** A published post as findBlogPosts returns it (depth 1: the hero image populated). */
const post = ({ image, alt, ...teaser }: Teaser): BlogPost => ({
  ...teaser,
  heroImage: mediaFixture(image, alt, 1200, 800),
  content: richText(paragraph(teaser.excerpt)) as BlogPost['content'],
  meta: { robots: 'index-follow' },
  createdAt: teaser.publishedAt,
  updatedAt: teaser.publishedAt,
  _status: 'published',
})

const christmas = post({
  id: 1,
  title: '10 idées de cartes cadeaux pour un Noël réussi',
  slug: 'idees-cartes-cadeaux-noel',
  excerpt:
    'Gastronomie, bien-être, sorties culturelles : notre sélection pour faire plaisir à tous ceux que vous aimez, sans courir les magasins.',
  publishedAt: '2026-11-28T08:00:00.000Z',
  image: 'blog-idees-noel.svg',
  alt: 'Un paquet cadeau et une carte cadeau sur fond rouge',
})
const remote = post({
  id: 2,
  title: 'Offrir une carte cadeau à distance, mode d’emploi',
  slug: 'conseils/offrir-a-distance',
  excerpt:
    'Une carte digitale arrive par e-mail en moins d’une heure : idéal pour un anniversaire oublié ou un proche à l’autre bout de la France.',
  publishedAt: '2026-10-14T08:00:00.000Z',
  image: 'blog-offrir-a-distance.svg',
  alt: 'Un téléphone affichant une carte cadeau et une enveloppe',
})
const mothersDay = post({
  id: 3,
  title: 'Fête des mères : le guide des cadeaux qui font mouche',
  slug: 'fete-des-meres-guide-cadeaux',
  excerpt: 'Massage, brunch ou librairie : trois idées pour dire merci, à offrir même la veille.',
  publishedAt: '2026-05-12T08:00:00.000Z',
  image: 'blog-fete-des-meres.svg',
  alt: 'Une carte cadeau rouge ornée d’un cœur, entourée de fleurs',
})

const meta = {
  title: 'Blocks/BlogBlock',
  component: BlogBlockView,
  args: {
    title: 'Nos derniers conseils cadeaux',
    posts: [christmas, remote, mothersDay],
    locale: 'fr',
    dates: { intl: 'fr-FR', timeZone: 'Europe/Paris' },
  },
} satisfies Meta<typeof BlogBlockView>

export default meta
type Story = StoryObj<typeof meta>

/** Mode 'latest': the newest posts first. */
export const Latest: Story = {}

/** Mode 'selected': the editor's picks, in the editor's order. */
export const Selected: Story = {
  args: { title: 'À lire avant les fêtes', posts: [remote, christmas] },
}

export const WithoutTitle: Story = { args: { title: null } }

export const SinglePost: Story = { args: { posts: [mothersDay] } }

/** A hero image that did not load (unpopulated relation) leaves a neutral frame. */
export const WithoutImage: Story = { args: { posts: [{ ...christmas, heroImage: 7 }, remote] } }

export const Dutch: Story = {
  args: {
    title: 'Onze nieuwste cadeautips',
    locale: 'nl',
    dates: { intl: 'nl-BE', timeZone: 'Europe/Brussels' },
    posts: [
      {
        ...remote,
        title: 'Op afstand een cadeaukaart geven: zo werkt het',
        excerpt:
          'Een digitale kaart komt binnen het uur per e-mail aan, ideaal voor een verjaardag.',
      },
    ],
  },
}

/** No post to show: the block renders nothing, heading included. */
export const Empty: Story = { args: { posts: [] } }
