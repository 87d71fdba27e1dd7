import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, within } from 'storybook/test'

import { SearchBox } from '@/components/header/search-box'
import { headerSearchInput, SEARCH_MODAL } from '@/components/search-modal/ids'
import { closeModal, openModal } from '@/components/ui/modal/modal-registry.client'
import fr from '@/i18n/messages/fr'

import { searchModalArgs } from './search/fixtures'
import { type GatewayMode, mockGateway } from './search/gateway-mock'

type Props = { text: string; gateway: GatewayMode }

/** The header's search box with the modal open on it, holding `text` as if just typed. */
function SearchPage({ text }: Props) {
  useEffect(() => {
    const input = headerSearchInput()
    if (input) input.value = text
    openModal(SEARCH_MODAL)
    return () => closeModal(SEARCH_MODAL)
  }, [text])
  return (
    <div className="min-h-dvh bg-muted p-4">
      <SearchBox locale="fr" labels={fr.Search} search={searchModalArgs} />
    </div>
  )
}

const meta = {
  title: 'Chrome/SearchModal',
  component: SearchPage,
  args: { text: '', gateway: 'answers' },
  argTypes: { gateway: { control: 'inline-radio', options: ['answers', 'fails'] } },
  beforeEach: ({ args }) => mockGateway(args.gateway),
} satisfies Meta<typeof SearchPage>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => within(document.body).findByRole('dialog', { name: 'Recherche' })

/** Nothing typed: popular terms, then popular gift cards with the highlighted block. */
export const Popular: Story = {
  play: async () => {
    const modal = within(await dialog())
    await expect(await modal.findByRole('region', { name: 'Recherches populaires' })).toBeVisible()
  },
}

/** 'lumiere' typed: the count and the cards found, accents aside. */
export const Results: Story = {
  args: { text: 'lumiere' },
  play: async () => {
    const modal = within(await dialog())
    await expect(await modal.findByText('1 résultat')).toBeVisible()
  },
}

/** Nothing found: the shopper is told to check the spelling. */
export const NoResults: Story = {
  args: { text: 'xqzw' },
  play: async () => {
    const modal = within(await dialog())
    // The text's narrow no-break spaces read as plain spaces in the DOM matcher.
    await expect(await modal.findByText(fr.Search.noResults.replace(/\s+/g, ' '))).toBeVisible()
  },
}

/** The gateway does not answer: the generic message. */
export const GatewayError: Story = {
  args: { text: 'lumiere', gateway: 'fails' },
  play: async () => {
    const modal = within(await dialog())
    await expect(await modal.findByText(fr.Errors.generic, {}, { timeout: 5000 })).toBeVisible()
  },
}
