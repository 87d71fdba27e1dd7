import type { Meta, StoryObj } from '@storybook/react-vite'

import { SiteFooter } from '@/components/site-footer'

import { storeFixture } from '../tests/fixtures/store'

const meta = {
  title: 'Chrome/SiteFooter',
  component: SiteFooter,
  args: { store: storeFixture },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const French: Story = {}

export const OtherOrganisation: Story = {
  args: {
    store: { ...storeFixture, organisation: { ...storeFixture.organisation, name: 'Kado BV' } },
  },
}
