import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderToStaticMarkup } from 'react-dom/server'

import FilterModalBody from '@/components/catalogue/filters/filter-modal-body.client'
import { FilterForm } from '@/components/catalogue/filters/filter-form'
import type { FilterFormView } from '@/components/catalogue/filters/filter-view'
import { FILTER_MODAL, FILTER_PANEL } from '@/components/catalogue/filters/modal-id'
import type { FilterTexts } from '@/components/catalogue/filters/texts'

import { OpenModal } from '../modal-story'

const option = (value: string, label: string, count: number, checked = false) => ({
  value,
  label,
  count,
  checked,
})

const view: FilterFormView = {
  action: '/cartes-cadeaux/filtrer/',
  chosen: 2,
  clearHref: '/cartes-cadeaux/',
  groups: [
    {
      name: 'categorie',
      legend: 'Catégorie',
      options: [
        option('beaute', 'Beauté', 17),
        option('bien-etre', 'Bien-être', 16),
        option('culture', 'Culture', 17),
        option('gastronomie', 'Gastronomie', 17),
        option('loisirs', 'Loisirs', 17),
        option('restaurants', 'Restaurants', 17, true),
        option('sport', 'Sport', 17),
        option('voyages', 'Voyages', 17),
      ],
    },
    {
      name: 'prix',
      legend: 'Prix',
      options: [
        option('under-25', 'Moins de 25 €', 17),
        option('25-49', 'De 25 à 49 €', 17),
        option('50-99', 'De 50 à 99 €', 17),
        option('100-plus', '100 € et plus', 12),
      ],
    },
    {
      name: 'version',
      legend: 'Version',
      options: [
        option('digital', 'Carte digitale', 17, true),
        option('physical', 'Carte physique', 14),
      ],
    },
  ],
}

const texts: FilterTexts = {
  formLabel: 'Filtrer les cartes cadeaux',
  title: 'Filtrer',
  open: 'Filtrer (2)',
  submit: 'Afficher les cartes',
  clear: 'Effacer les filtres',
  close: 'Fermer',
}

const meta = {
  title: 'Catalogue/FilterForm',
  component: FilterForm,
  args: { view, texts },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-7xl rounded-2xl border border-ink/15 p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterForm>

export default meta
type Story = StoryObj<typeof meta>

/** On the page from tablets up: a fieldset per group, each option with its count. */
export const OnThePage: Story = {}

/** Nothing ticked: no link to clear. */
export const NothingTicked: Story = { args: { view: { ...view, chosen: 0, clearHref: null } } }

/** Phones: the page's form (hidden there, in the document before the modal opens) copied in. */
export const InTheModal: Story = {
  beforeEach: ({ args }) => {
    const panel = Object.assign(document.createElement('div'), {
      id: FILTER_PANEL,
      hidden: true,
      innerHTML: renderToStaticMarkup(<FilterForm {...args} />),
    })
    document.body.append(panel)
    return () => panel.remove()
  },
  render: (args) => (
    <OpenModal id={FILTER_MODAL}>
      <FilterModalBody title={args.texts.title} close={args.texts.close} />
    </OpenModal>
  ),
}
