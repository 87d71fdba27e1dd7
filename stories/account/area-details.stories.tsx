import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import type { AccountUserFragment } from '@/commerce/client/generated/graphql'
import { Details } from '@/commerce/widgets/account/area/details.client'
import fr from '@/i18n/messages/fr'

import { AreaPageFrame, atelier, camille, desktop, mobile, widgetProps } from './area-fixtures'
import { type AreaGatewayMode, mockAreaGateway } from './area-gateway'

type Args = { gateway: AreaGatewayMode; customer: AccountUserFragment }

/** /compte/donnees/: the details form, prefilled from getUserInfo, on a mocked gateway. */
function DetailsPage(_: Args) {
  return (
    <AreaPageFrame page="details">
      <Details {...widgetProps} />
    </AreaPageFrame>
  )
}

const meta = {
  title: 'Account/Area/Details',
  component: DetailsPage,
  args: { gateway: 'works', customer: camille },
  argTypes: {
    gateway: { control: 'inline-radio', options: ['works', 'refuses', 'down'] },
    customer: { control: false },
  },
  beforeEach: ({ args }) => mockAreaGateway(args.gateway, args.customer),
} satisfies Meta<typeof DetailsPage>

export default meta
type Story = StoryObj<typeof meta>

const form = async (canvas: HTMLElement) =>
  within(await within(canvas).findByRole('form', { name: fr.AccountArea.detailsTitle }))

/** Pristine: the profile as stored, the phone split into calling code and national number. */
export const Pristine: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await expect(details.getByLabelText(fr.AccountArea.firstName)).toHaveValue('Camille')
    await expect(details.getByLabelText(fr.AccountArea.phoneNumber)).toHaveValue('612345678')
    await expect(details.getByLabelText(fr.AccountArea.callingCode)).toHaveValue('France (+33)')
    await expect(details.getByLabelText(fr.AccountArea.email)).toHaveAttribute('readonly')
  },
}

export const PristineMobile: Story = { ...Pristine, globals: mobile }

/** A business customer: company name, SIREN and VAT number. */
export const Business: Story = { globals: desktop, args: { customer: atelier } }

/** Wrong input: each field says what to do, focus goes to the first. */
export const Errors: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await userEvent.clear(details.getByLabelText(fr.AccountArea.firstName))
    await userEvent.clear(details.getByLabelText(fr.AccountArea.phoneNumber))
    await userEvent.type(details.getByLabelText(fr.AccountArea.phoneNumber), '12')
    await userEvent.clear(details.getByLabelText(fr.AccountArea.postCode))
    await userEvent.type(details.getByLabelText(fr.AccountArea.postCode), '7500')
    await userEvent.click(details.getByRole('button', { name: fr.AccountArea.save }))
    await expect(await details.findByText(fr.Validation.firstNameRequired)).toBeVisible()
    await expect(details.getByText(fr.Validation.phoneInvalid)).toBeVisible()
    await expect(details.getByText(fr.Validation.postCodeInvalidCountry)).toBeVisible()
    // Focus moves once the errors show.
    await waitFor(() => expect(details.getByLabelText(fr.AccountArea.firstName)).toHaveFocus())
  },
}

/** The gateway refuses the last name: its words go on the field. */
export const RefusedByGateway: Story = {
  globals: desktop,
  args: { gateway: 'refuses' },
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await userEvent.click(details.getByRole('button', { name: fr.AccountArea.save }))
    await expect(await details.findByText('Ce nom est refusé.')).toBeVisible()
  },
}

/** Saved: the status message says so (aria-live) until the next change. */
export const Saved: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await userEvent.click(details.getByLabelText(fr.AccountArea.business))
    await userEvent.type(details.getByLabelText(fr.AccountArea.companyName), 'Martin SARL')
    await userEvent.click(details.getByRole('button', { name: fr.AccountArea.save }))
    await expect(await details.findByText(fr.AccountArea.saved)).toBeVisible()
  },
}
