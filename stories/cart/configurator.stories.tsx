import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { formatMoney } from '@/commerce/domain/money'
import { Configurator } from '@/commerce/widgets/configurator/configurator.client'
import type { ConfiguratorProps } from '@/commerce/widgets/configurator/types'
import { ErrorModalHost } from '@/components/error-modal/error-modal-host.client'
import fr from '@/i18n/messages/fr'

import { configuratorProps, products } from './configurator-fixtures'
import { type AddMode, mockAddToCart } from './configurator-gateway'

type Props = ConfiguratorProps & { gateway: AddMode }

/** The product page's offer: the configurator, and the page's error modal. */
function ProductOffer({ gateway: _gateway, ...props }: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Configurator {...props} />
      <ErrorModalHost labels={{ ...fr.Errors, close: fr.Modal.close }} translatedMessages />
    </div>
  )
}

const meta = {
  title: 'Cart/Configurator',
  component: ProductOffer,
  args: { ...configuratorProps(products.fixedPrices), gateway: 'adds' },
  argTypes: {
    gateway: { control: 'inline-radio', options: ['adds', 'refusesNote', 'limit', 'fails'] },
  },
  beforeEach: ({ args }) => mockAddToCart(args.gateway),
} satisfies Meta<typeof ProductOffer>

export default meta
type Story = StoryObj<typeof meta>

const mobile = { viewport: { value: 'mobile', isRotated: false } }
const desktop = { viewport: { value: 'desktop', isRotated: false } }
/** Amounts as the page writes them: French puts a narrow no-break space before the € sign. */
const eur = (cents: number) => formatMoney({ currency: 'EUR', value: cents })
const total = (canvas: HTMLElement) => canvas.querySelector('[data-total]')?.textContent
const form = (canvas: HTMLElement) =>
  within(canvas).findByRole('form', { name: fr.Configurator.title })

/** A gift card at fixed prices, digital or physical: pick 50 €, two cards, add them. */
export const FixedPrices: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    await userEvent.click(configurator.getByRole('radio', { name: eur(5000) }))
    await userEvent.click(configurator.getByRole('button', { name: fr.Configurator.increase }))
    await expect(total(canvasElement)).toBe(eur(10000))
    await userEvent.click(configurator.getByRole('button', { name: fr.Configurator.submit }))
    await expect(
      await configurator.findByRole('link', { name: fr.Configurator.viewCart }),
    ).toBeVisible()
  },
}

export const FixedPricesMobile: Story = { ...FixedPrices, globals: mobile }

/** A custom amount between 10 and 150 €: 5 € is refused with the range, in words. */
export const CustomAmount: Story = {
  globals: mobile,
  args: configuratorProps(products.customAmount),
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    const amount = configurator.getByRole('textbox', { name: fr.Configurator.amount })
    await userEvent.type(amount, '5')
    await userEvent.tab()
    await expect(await configurator.findByText(/Choisissez un montant entre 10/)).toBeVisible()
    await userEvent.click(configurator.getByRole('radio', { name: eur(2500) }))
    await expect(amount).toHaveValue('25')
  },
}

export const CustomAmountDesktop: Story = { ...CustomAmount, globals: desktop }

/** A posted card with an envelope and a gift box, sent to someone else. */
export const PhysicalWithPacking: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    await userEvent.click(configurator.getByRole('radio', { name: fr.Catalogue.physical }))
    await userEvent.click(configurator.getByRole('radio', { name: eur(3000) }))
    await userEvent.click(configurator.getByRole('radio', { name: 'Enveloppe dorée' }))
    await userEvent.click(configurator.getByRole('radio', { name: 'Boîte cadeau' }))
    await userEvent.click(configurator.getByRole('radio', { name: fr.Configurator.modeSingle }))
    await expect(total(canvasElement)).toBe(eur(3645))
  },
}

export const PhysicalWithPackingMobile: Story = { ...PhysicalWithPacking, globals: mobile }

/** The gift packing preview: the box large, its price, and a button to choose it. */
export const GiftPackingPreview: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    await userEvent.click(configurator.getByRole('radio', { name: fr.Catalogue.physical }))
    await userEvent.click(configurator.getByRole('button', { name: 'Aperçu : Boîte cadeau' }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Boîte cadeau' })
    await expect(dialog.textContent).toContain(`${eur(395)} par carte`)
  },
}

/** The wrapper overlay: the envelope large; choosing it there ticks it in the form. */
export const WrapperOverlay: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    await userEvent.click(configurator.getByRole('radio', { name: fr.Catalogue.physical }))
    await userEvent.click(configurator.getByRole('button', { name: 'Aperçu : Enveloppe dorée' }))
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Enveloppe dorée' }),
    )
    await userEvent.click(dialog.getByRole('button', { name: fr.Configurator.chooseWrapper }))
    await expect(configurator.getByRole('radio', { name: 'Enveloppe dorée' })).toBeChecked()
  },
}

/** The product order overview: the cards and the envelope, each priced, and the total. */
export const ProductOrderOverview: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    await userEvent.click(configurator.getByRole('radio', { name: fr.Catalogue.physical }))
    await userEvent.click(configurator.getByRole('radio', { name: eur(3000) }))
    await userEvent.click(configurator.getByRole('radio', { name: 'Enveloppe dorée' }))
    await userEvent.click(
      configurator.getByRole('button', { name: fr.Configurator.orderOverviewOpen }),
    )
    const dialog = await within(document.body).findByRole('dialog', {
      name: fr.Configurator.orderOverview,
    })
    await expect(dialog.textContent).toContain('Enveloppe dorée')
    await expect(dialog.textContent).toContain(eur(3000))
  },
}

/** + at 50 cards: the count of products modal points to the business shop. */
export const CountOfProducts: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    const qty = configurator.getByRole('spinbutton', { name: fr.Configurator.quantity })
    await userEvent.clear(qty)
    await userEvent.type(qty, '50')
    await userEvent.click(configurator.getByRole('button', { name: fr.Configurator.increase }))
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Plus de 50 cartes ?' }),
    )
    await expect(dialog.getByRole('link', { name: fr.Configurator.countBusiness })).toHaveAttribute(
      'href',
      '/entreprise/',
    )
    await expect(qty).toHaveValue(50)
  },
}

/** One card to each of two receivers: the receiver modal open on the first. */
export const SplitReceivers: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    await userEvent.click(configurator.getByRole('button', { name: fr.Configurator.increase }))
    await userEvent.click(configurator.getByRole('radio', { name: fr.Configurator.modeSplit }))
    await userEvent.click(configurator.getByRole('button', { name: fr.Configurator.addReceiver }))
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: fr.Configurator.receiverTitle }),
    )
    await userEvent.type(
      dialog.getByRole('textbox', { name: fr.Configurator.name }),
      'Alice Martin',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: fr.Configurator.email }), 'alice@')
    await userEvent.click(dialog.getByRole('button', { name: fr.Configurator.save }))
    await expect(await dialog.findByText(fr.Validation.emailInvalid)).toBeVisible()
  },
}

/** The gateway refuses the note: its words go under the note, and focus goes there. */
export const NoteRefused: Story = {
  globals: mobile,
  args: { gateway: 'refusesNote' },
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    await userEvent.click(configurator.getByRole('radio', { name: eur(2000) }))
    await userEvent.click(configurator.getByRole('checkbox', { name: fr.Configurator.addMessage }))
    await userEvent.type(
      configurator.getByRole('textbox', { name: fr.Configurator.message }),
      'Merci',
    )
    await userEvent.click(configurator.getByRole('button', { name: fr.Configurator.submit }))
    await expect(await configurator.findByText(fr.Validation.invalidNote)).toBeVisible()
  },
}

/** Nothing chosen: the rules' messages, focus on the amount. */
export const Invalid: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    await userEvent.click(configurator.getByRole('checkbox', { name: fr.Configurator.addMessage }))
    await userEvent.click(configurator.getByRole('button', { name: fr.Configurator.submit }))
    await expect(await configurator.findByText(fr.Validation.noteEmpty)).toBeVisible()
    await waitFor(() => expect(configurator.getByRole('radio', { name: eur(2000) })).toHaveFocus())
  },
}

/** The e-card is sold out for now: its choice says so, and adding it is refused before asking. */
export const SoldOutVersion: Story = {
  globals: mobile,
  args: {
    ...configuratorProps({
      ...products.fixedPrices,
      outOfStock: { DIGITAL: true, PHYSICAL: false },
    }),
    gateway: 'adds',
  },
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    const digital = configurator.getByRole('radio', { name: fr.Catalogue.digital })
    await expect(digital).toHaveAccessibleDescription(new RegExp(fr.Configurator.soldOut))
    await userEvent.click(configurator.getByRole('radio', { name: eur(5000) }))
    await userEvent.click(configurator.getByRole('button', { name: fr.Configurator.submit }))
    await expect(await configurator.findByText(fr.Validation.outOfStock)).toBeVisible()
    // The alternative choice modal: other cards, and the posted card, in stock: chosen there,
    // the refusal is gone.
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: fr.Configurator.alternativeTitle }),
    )
    await expect(dialog.getByRole('link', { name: 'Cinéma Lumière' })).toBeVisible()
    const other = fr.Configurator.alternativeOther.replace('{version}', fr.Catalogue.physical)
    await userEvent.click(dialog.getByRole('button', { name: other }))
    await expect(configurator.getByRole('radio', { name: fr.Catalogue.physical })).toBeChecked()
    await expect(configurator.queryByText(fr.Validation.outOfStock)).toBeNull()
  },
}

/** A cart limit (code 2030): the error modal says it. */
export const CartLimit: Story = {
  globals: desktop,
  args: { gateway: 'limit' },
  play: async ({ canvasElement }) => {
    const configurator = within(await form(canvasElement))
    await userEvent.click(configurator.getByRole('radio', { name: eur(10000) }))
    await userEvent.click(configurator.getByRole('button', { name: fr.Configurator.submit }))
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: fr.Errors.title }),
    )
    await expect(dialog.getByText(fr.Validation.giftCardLimit)).toBeVisible()
  },
}

/** A donation: an amount and a quantity, sent to the buyer. */
export const Donation: Story = {
  globals: mobile,
  args: configuratorProps(products.donation),
}

export const DonationDesktop: Story = { ...Donation, globals: desktop }

/** A pack of blank cards: one fixed price, a quantity. */
export const BlankPack: Story = {
  globals: mobile,
  args: configuratorProps(products.blankPack),
}

export const BlankPackDesktop: Story = { ...BlankPack, globals: desktop }
