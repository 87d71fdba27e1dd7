'use client'

import { Combobox } from '@base-ui/react/combobox'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons'

import { selectFieldClass, selectTriggerClass } from './select-styles'

export type SelectOption = { value: string; label: string }

type Props = {
  label: string
  options: readonly SelectOption[]
  value: string
  onValueChange: (value: string) => void
  onBlur?: () => void
  name?: string
  placeholder?: string
  /** Shown while the search matches nothing. */
  emptyText: string
  /** The accessible name of the button that opens the list. */
  openLabel: string
  disabled?: boolean
  readOnly?: boolean
  /** Turns the field to its error state, described by this message. */
  error?: string
  /** It takes the place of a shell the shopper reached (select-field): focused, open if clicked. */
  focusOnMount?: boolean
  initiallyOpen?: boolean
}

/**
 * A searchable select (spec §4: arrow keys wrap, Enter selects; Escape closes) on Base UI's
 * Combobox. The value is the option's `value`, so react-hook-form stores plain strings.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  onBlur,
  name,
  placeholder,
  emptyText,
  openLabel,
  disabled,
  readOnly,
  error,
  focusOnMount = false,
  initiallyOpen = false,
}: Props) {
  const id = useId()
  const [open, setOpen] = useState(initiallyOpen)
  const input = useRef<HTMLInputElement>(null)
  // Focus stays where the shopper had it, on the shell this replaces.
  useEffect(() => void (focusOnMount && input.current?.focus()), [focusOnMount])
  const errorId = `${id}-error`
  const items = useMemo(
    () =>
      Combobox.createItems(options, {
        getValue: (option) => option.value,
        getLabel: (option) => option.label,
      }),
    [options],
  )
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <Combobox.Root
        items={items}
        value={value || null}
        onValueChange={(next) => onValueChange(next ?? '')}
        name={name}
        disabled={disabled}
        readOnly={readOnly}
        open={open}
        onOpenChange={setOpen}
        loopFocus
        autoHighlight
      >
        <div className="relative">
          <Combobox.Input
            ref={input}
            id={id}
            placeholder={placeholder}
            onBlur={onBlur}
            onKeyDown={(event) => {
              // Base UI clears the choice on Escape with the list closed; here Escape belongs to
              // the modal around the select (it closes where enabled).
              if (event.key === 'Escape' && !open) event.preventBaseUIHandler()
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={selectFieldClass}
          />
          <Combobox.Trigger aria-label={openLabel} className={selectTriggerClass}>
            <ChevronDownIcon className="size-5" />
          </Combobox.Trigger>
        </div>
        <Combobox.Portal>
          <Combobox.Positioner className="z-[60] outline-none" sideOffset={4}>
            <Combobox.Popup className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-lg border border-ink/20 bg-surface text-ink shadow-lg">
              <Combobox.Empty className="px-3 text-sm empty:p-0 not-empty:py-3">
                {emptyText}
              </Combobox.Empty>
              <Combobox.List className="max-h-[min(18rem,var(--available-height))] overflow-y-auto overscroll-contain py-1 data-empty:p-0">
                {(option: SelectOption) => (
                  <Combobox.Item
                    key={option.value}
                    value={option.value}
                    className="flex cursor-default items-center justify-between gap-2 px-3 py-2.5 text-base outline-none select-none data-highlighted:bg-ink data-highlighted:text-surface data-selected:font-semibold"
                  >
                    {option.label}
                    <Combobox.ItemIndicator>
                      <CheckIcon className="size-4" strokeWidth={2.5} />
                    </Combobox.ItemIndicator>
                  </Combobox.Item>
                )}
              </Combobox.List>
            </Combobox.Popup>
          </Combobox.Positioner>
        </Combobox.Portal>
      </Combobox.Root>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
