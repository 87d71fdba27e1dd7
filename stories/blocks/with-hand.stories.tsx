import type { Meta, StoryObj } from '@storybook/react-vite'

import WithHand from '@/blocks/with-hand/component'
import { paragraph, richText } from '@/seed/rich-text'

import { mediaFixture } from '../../tests/fixtures/media'
import { blockContext } from './context'

const card = (name: string, title: string) =>
  mediaFixture(`card-${name}.svg`, `Carte cadeau ${title}`, 856, 540)

const meta = {
  title: 'Blocks/WithHand',
  component: WithHand,
  args: {
    context: blockContext,
    block: {
      blockType: 'withHand',
      title: 'Un moment de détente à offrir',
      body: richText(
        paragraph(
          'Massages, soins du visage, hammam\u00a0: la carte ',
          { text: 'Spa Sérénité', bold: true },
          ' s’utilise dans plus de 80 instituts partout en France.',
        ),
        paragraph('Valable 12 mois, en une ou plusieurs fois.'),
      ),
      cardImage: card('spa-serenite', 'Spa Sérénité'),
      backgroundColor: { color: '#d7ece2', opacity: 100 },
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof WithHand>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** A dark colour: the text turns white to keep its contrast. */
export const DarkBackground: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Le cinéma, en grand',
      body: richText(
        paragraph('Toutes les séances, tous les films, dans 120 salles Cinéma Lumière.'),
      ),
      cardImage: card('cinema-lumiere', 'Cinéma Lumière'),
      backgroundColor: { color: '#6d1a36', opacity: 100 },
    },
  },
}

/** The brand red at 12 % opacity: a light tint, so the text stays dark. */
export const TranslucentColour: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'La carte qui plaît à tout le monde',
      body: richText(
        paragraph('Plus de 200 enseignes\u00a0: mode, maison, loisirs et restaurants.'),
      ),
      cardImage: card('multi-enseignes', 'Multi-enseignes'),
      backgroundColor: { color: '#c8102e', opacity: 12 },
    },
  },
}

/** Title only: no body, and the card image relation not populated. */
export const TitleOnly: Story = {
  args: { block: { ...meta.args.block, body: null, cardImage: 7 } },
}
