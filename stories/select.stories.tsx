import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'

import { Select, type SelectOption } from '@/components/ui/select/select.client'

const countries: SelectOption[] = [
  { value: 'DE', label: 'Allemagne' },
  { value: 'BE', label: 'Belgique' },
  { value: 'FR', label: 'France' },
  { value: 'NL', label: 'Pays-Bas' },
  { value: 'PL', label: 'Pologne' },
  { value: 'GB', label: 'Royaume-Uni' },
]

type Props = React.ComponentProps<typeof Select>

/** The select with its own state, as react-hook-form's Controller would give it. */
function StatefulSelect(props: Props) {
  const [value, setValue] = useState(props.value)
  return (
    <div className="max-w-sm p-8">
      <Select {...props} value={value} onValueChange={setValue} />
    </div>
  )
}

const meta = {
  title: 'UI/Select',
  component: StatefulSelect,
  args: {
    label: 'Pays',
    placeholder: 'Sélectionnez votre pays',
    options: countries,
    value: 'FR',
    onValueChange: () => {},
    emptyText: 'Aucun résultat',
    openLabel: 'Afficher la liste',
  },
} satisfies Meta<typeof StatefulSelect>

export default meta
type Story = StoryObj<typeof meta>

/** Type to search; arrow keys wrap around the list, Enter selects, Escape closes. */
export const Default: Story = {}

export const Empty: Story = { args: { value: '' } }

export const Disabled: Story = {
  args: {
    label: 'Langue',
    options: [{ value: 'en', label: 'English' }],
    value: 'en',
    disabled: true,
  },
}

export const ReadOnly: Story = { args: { readOnly: true } }

export const WithError: Story = { args: { value: '', error: 'Le pays est un champ obligatoire' } }
