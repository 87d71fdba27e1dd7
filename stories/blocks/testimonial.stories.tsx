import type { Meta, StoryObj } from '@storybook/react-vite'

import Testimonial from '@/blocks/testimonial/component'

import { blockContext } from './context'

const claire = {
  quote:
    'J’ai offert la carte Spa Sérénité à ma mère pour ses 60 ans\u00a0: reçue en dix minutes par e-mail, elle était ravie\u202f!',
  author: 'Claire Martin',
  role: 'Cliente depuis 2023',
  rating: 5,
}
const karim = {
  quote:
    'Pratique pour les cadeaux d’équipe\u00a0: une carte Multi-enseignes et chacun choisit sa boutique.',
  author: 'Karim Benali',
  role: 'Responsable RH, Lyon',
  rating: 4,
}
const lea = {
  quote: 'Carte physique arrivée en trois jours, joliment emballée. Parfait pour Noël.',
  author: 'Léa Dubois',
  role: null,
  rating: 5,
}

const meta = {
  title: 'Blocks/Testimonial',
  component: Testimonial,
  args: {
    context: blockContext,
    block: {
      blockType: 'testimonial',
      title: 'Ils ont fait plaisir',
      testimonials: [claire, karim, lea],
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof Testimonial>

export default meta
type Story = StoryObj<typeof meta>

export const ThreeQuotes: Story = {}

/** Two quotes share the row instead of leaving a hole. */
export const TwoQuotes: Story = {
  args: { block: { ...meta.args.block, testimonials: [claire, karim] } },
}

/** A single quote is set large and centred. */
export const SingleQuote: Story = {
  args: { block: { ...meta.args.block, title: null, testimonials: [claire] } },
}

/** Every rating from 1 to 5, and a quote without rating nor role. */
export const Ratings: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Toutes les notes',
      testimonials: [
        { ...lea, rating: 3, quote: 'Bien, mais j’aurais aimé plus d’enseignes près de chez moi.' },
        { ...karim, rating: 2, quote: 'Livraison plus lente que prévu pendant les fêtes.' },
        {
          ...claire,
          rating: 1,
          quote: 'Le code a mis du temps à arriver.\nLe service client a réglé le souci.',
        },
        { quote: 'Simple et rapide.', author: 'Hugo', role: null, rating: null },
      ],
    },
  },
}
