import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { MobileMenu } from '@/components/mobile-menu/mobile-menu'
import type { Store } from '@/payload-types'

import { headerArgs, menuCategories, withToggles } from './header/fixtures'

const open = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ouvrir le menu' }))
  await expect(within(canvasElement).getByRole('dialog')).toBeVisible()
}

/** The shop's menu under 1024 px: the hamburger opens it; the stories open it for you. */
const meta = {
  title: 'Chrome/MobileMenu',
  component: MobileMenu,
  args: {
    store: headerArgs.store,
    locale: 'fr',
    categories: menuCategories,
    labels: headerArgs.labels,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof MobileMenu>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = { play: open }

export const AllCategories: Story = {
  play: async (context) => {
    await open(context)
    const dialog = within(within(context.canvasElement).getByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Voir toutes les catégories' }))
    await expect(dialog.getByRole('link', { name: 'Sport' })).toBeVisible()
  },
}

export const BusinessAccordionOpen: Story = {
  play: async (context) => {
    await open(context)
    const dialog = within(within(context.canvasElement).getByRole('dialog'))
    await userEvent.click(dialog.getByText('Entreprises'))
    await expect(dialog.getByRole('link', { name: 'Cartes cadeaux entreprise' })).toBeVisible()
  },
}

export const BusinessLinkWithoutPageV3: Story = {
  args: { store: withToggles({ businessPageV3: false }) },
  play: open,
}

const withoutChoiceCard: Store = {
  ...headerArgs.store,
  choiceGiftCardLink: { title: null, path: { href: '', type: 'relative' } },
}

/** Stores without a choice gift card (every build but the French one). */
export const WithoutChoiceGiftCard: Story = { args: { store: withoutChoiceCard }, play: open }
