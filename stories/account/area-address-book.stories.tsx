import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import type { AccountUserFragment } from '@/commerce/client/generated/graphql'
import { AddressBook } from '@/commerce/widgets/account/area/address-book.client'
import fr from '@/i18n/messages/fr'

import { AreaPageFrame, atelier, camille, desktop, mobile, widgetProps } from './area-fixtures'
import { type AreaGatewayMode, mockAreaGateway } from './area-gateway'

type Args = { gateway: AreaGatewayMode; customer: AccountUserFragment }

/** /compte/carnet-adresses/: the address book and its modals on a mocked gateway. */
function AddressBookPage(_: Args) {
  return (
    <AreaPageFrame page="addressBook">
      <AddressBook {...widgetProps} />
    </AreaPageFrame>
  )
}

const meta = {
  title: 'Account/Area/AddressBook',
  component: AddressBookPage,
  args: { gateway: 'works', customer: camille },
  argTypes: {
    gateway: { control: 'inline-radio', options: ['works', 'refuses', 'down'] },
    customer: { control: false },
  },
  beforeEach: ({ args }) => mockAreaGateway(args.gateway, args.customer),
} satisfies Meta<typeof AddressBookPage>

export default meta
type Story = StoryObj<typeof meta>

/** Several entries: a French one, a Dutch business one written the Dutch way. */
export const Several: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('article', { name: 'Louise Bernard' })).toBeVisible()
    await expect(page.getByText('Damrak 5 A')).toBeVisible()
    await expect(page.getByText('1012 JS Amsterdam')).toBeVisible()
  },
}

export const SeveralMobile: Story = { ...Several, globals: mobile }

/** Nothing yet: say so, the add button above. */
export const Empty: Story = {
  globals: desktop,
  args: { customer: atelier },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(fr.AccountArea.emptyAddressBook)).toBeVisible()
  },
}

/** Add an entry through the modal: it appears as a card, the status says so. */
export const Add: Story = {
  globals: desktop,
  args: { customer: atelier },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: fr.AccountArea.addAddress }))
    const body = within(document.body)
    const dialog = within(await body.findByRole('dialog', { name: fr.AccountArea.newAddressTitle }))
    await userEvent.type(dialog.getByLabelText(fr.AccountArea.firstName), 'Jean')
    await userEvent.type(dialog.getByLabelText(fr.AccountArea.lastName), 'Dupont')
    await userEvent.type(dialog.getByLabelText(fr.AccountArea.street), 'rue Victor Hugo')
    await userEvent.type(dialog.getByLabelText(fr.AccountArea.houseNumber), '8')
    await userEvent.type(dialog.getByLabelText(fr.AccountArea.postCode), '33000')
    await userEvent.type(dialog.getByLabelText(fr.AccountArea.city), 'Bordeaux')
    await userEvent.click(body.getByRole('button', { name: fr.AccountArea.save }))
    await expect(await page.findByRole('article', { name: 'Jean Dupont' })).toBeVisible()
    await expect(page.getByText(fr.AccountArea.addressAdded)).toBeVisible()
  },
}
