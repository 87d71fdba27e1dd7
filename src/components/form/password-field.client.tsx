'use client'

import { useState } from 'react'

import { EyeIcon, EyeOffIcon } from '@/components/ui/icons'

import { TextField, type TextFieldProps } from './text-field.client'

type Props = Omit<TextFieldProps, 'type' | 'addon'> & {
  /** The show button's name; its pressed state says whether the password shows. */
  showLabel: string
  hideLabel: string
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ showLabel, hideLabel, ...field }: Props) {
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...field}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          aria-controls={field.id}
          aria-label={shown ? hideLabel : showLabel}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg hover:bg-muted"
        >
          {shown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  )
}
