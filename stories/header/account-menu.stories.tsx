import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { HeaderView } from '@/components/header/header-view'

import { headerArgs, slowLogOut } from './fixtures'

/** The account icon of a logged-in customer: a dropdown of the account pages and 'Log out'. */
const meta = {
  title: 'Chrome/Header/Account',
  component: HeaderView,
  args: { ...headerArgs, user: { firstName: 'Camille' }, onLogOut: slowLogOut },
} satisfies Meta<typeof HeaderView>

export default meta
type Story = StoryObj<typeof meta>

export const LoggedIn: Story = {}

export const LoggedInMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Mon compte, Camille' }))
    const menu = within(canvasElement.ownerDocument.body)
    await expect(await menu.findByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible()
  },
}

export const LoggedOut: Story = { args: { user: null } }
