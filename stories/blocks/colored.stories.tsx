import type { Meta, StoryObj } from '@storybook/react-vite'

import Colored from '@/blocks/colored/component'
import { paragraph, richText } from '@/seed/rich-text'

import { blockContext } from './context'

const meta = {
  title: 'Blocks/Colored',
  component: Colored,
  args: {
    context: blockContext,
    block: {
      blockType: 'colored',
      title: 'Fête des mères\u00a0: faites-lui plaisir',
      body: richText(
        paragraph(
          'Jusqu’au 31\u00a0mai, recevez une carte de 10\u00a0€ offerte pour tout achat d’une carte cadeau de 50\u00a0€ ou plus.',
        ),
      ),
      link: { label: 'Découvrir l’offre', href: '/fr/fete-des-meres' },
      color: '#c8102e',
      textColor: 'light',
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof Colored>

export default meta
type Story = StoryObj<typeof meta>

/** Light text on the brand red. */
export const Light: Story = {}

/** Dark text on the accent yellow. */
export const Dark: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Cartes cadeaux d’entreprise',
      body: richText(
        paragraph(
          'Remerciez vos équipes et vos clients\u00a0: commandes groupées, personnalisation à votre logo et facture unique.',
        ),
      ),
      link: { label: 'Demander un devis', href: '/fr/entreprises' },
      color: '#ffb81c',
      textColor: 'dark',
    },
  },
}

/** Soft mint with dark text: a calm, informative band. */
export const SoftBackground: Story = {
  args: { block: { ...meta.args.block, color: '#d7ece2', textColor: 'dark' } },
}

/** The editor asked for light text on yellow; it would fail AA, so the text turns dark. */
export const UnreadableChoiceCorrected: Story = {
  args: { block: { ...meta.args.block, color: '#ffb81c', textColor: 'light' } },
}

export const WithoutLink: Story = {
  args: { block: { ...meta.args.block, link: { label: null, href: null } } },
}

export const TitleOnly: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Livraison offerte ce week-end\u202f!',
      body: null,
      link: { label: null, href: null },
      color: '#1d1d1f',
    },
  },
}
