import type { Meta, StoryObj } from '@storybook/react-vite'

import { ContactView } from '@/blocks/contact/view'

import { storeFixture } from '../../tests/fixtures/store'

const { organisation, businessContact } = storeFixture

const meta = {
  title: 'Blocks/Contact',
  component: ContactView,
  args: {
    locale: 'fr',
    organisation,
    businessContact,
    block: {
      blockType: 'contact',
      title: 'Nous contacter',
      intro:
        'Une question sur une commande, une carte ou son solde ? Notre service client vous répond par e-mail ou par téléphone.',
      showCustomerService: true,
      showOpeningHours: true,
      showBusinessContact: false,
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof ContactView>

export default meta
type Story = StoryObj<typeof meta>

export const CustomerService: Story = {}

export const WithBusinessContact: Story = {
  args: { block: { ...meta.args.block, showBusinessContact: true } },
}

export const OpeningHoursOnly: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Horaires du service client',
      intro: null,
      showCustomerService: false,
    },
  },
}

/** Weekdays, Saturday morning and a late Thursday: runs read « du lundi au vendredi ». */
export const SeveralOpeningSlots: Story = {
  args: {
    organisation: {
      ...organisation,
      openingHours: [
        { days: ['Monday', 'Tuesday', 'Wednesday', 'Friday'], opens: '09:00', closes: '17:30' },
        { days: ['Thursday'], opens: '09:00', closes: '20:00' },
        { days: ['Saturday', 'Sunday'], opens: '10:00', closes: '13:00' },
      ],
    },
  },
}

/** Only an e-mail address: the missing phone leaves no empty row. */
export const EmailOnly: Story = {
  args: {
    organisation: {
      ...organisation,
      customerService: { email: organisation.customerService?.email },
    },
  },
}

export const Dutch: Story = {
  args: {
    locale: 'nl',
    block: {
      ...meta.args.block,
      title: 'Contact',
      intro: 'Een vraag over uw bestelling of uw kaart? Onze klantenservice helpt u graag.',
      showBusinessContact: true,
    },
  },
}
