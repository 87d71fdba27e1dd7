import type { Meta, StoryObj } from '@storybook/react-vite'

import WithHandAndLink from '@/blocks/with-hand-and-link/component'
import { paragraph, richText } from '@/seed/rich-text'

import { mediaFixture } from '../../tests/fixtures/media'
import { blockContext } from './context'

const card = (name: string, title: string) =>
  mediaFixture(`card-${name}.svg`, `Carte cadeau ${title}`, 856, 540)

const meta = {
  title: 'Blocks/WithHandAndLink',
  component: WithHandAndLink,
  args: {
    context: blockContext,
    block: {
      blockType: 'withHandAndLink',
      title: 'Une table à offrir',
      body: richText(
        paragraph(
          'Du déjeuner sur le pouce au dîner en amoureux\u00a0: la carte ',
          { text: 'Bistrot Gourmand', bold: true },
          ' régale dans 45 restaurants.',
        ),
      ),
      cardImage: card('bistrot-gourmand', 'Bistrot Gourmand'),
      backgroundColor: { color: '#f3e3c3', opacity: 100 },
      link: { label: 'Offrir Bistrot Gourmand', href: '/cartes-cadeaux/bistrot-gourmand/' },
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof WithHandAndLink>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** On a dark colour the call to action turns white, the text too. */
export const DarkBackground: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Partez à l’aventure',
      body: richText(
        paragraph('Escalade, kayak, randonnée guidée\u00a0: 300 activités en plein air.'),
      ),
      cardImage: card('aventure-plein-air', 'Aventure Plein Air'),
      backgroundColor: { color: '#1f5f3f', opacity: 100 },
      link: { label: 'Découvrir la carte', href: '/cartes-cadeaux/aventure-plein-air/' },
    },
  },
}

/** A partner's site: the link opens in a new tab. */
export const ExternalLink: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Lire, c’est offrir un voyage',
      body: richText(paragraph('Trouvez la librairie du Coin la plus proche de chez vous.')),
      cardImage: card('librairie-du-coin', 'Librairie du Coin'),
      backgroundColor: { color: '#e86a33', opacity: 25 },
      link: { label: 'Voir les librairies', href: 'https://www.example.fr/librairies' },
    },
  },
}
