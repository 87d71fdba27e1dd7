import { ChevronDownIcon } from '@/components/ui/icons'
import { selectFieldClass, selectTriggerClass } from '@/components/ui/select/select-styles'

type Props = {
  id: string
  label: string
  /** The chosen option's label ('' for none). */
  chosen: string
  placeholder?: string
  openLabel: string
  error?: string
  /** The shopper reached it: by the keyboard (focus), or by a click that opens it. */
  onReach: (open: boolean) => void
}

/**
 * A select as it looks before its code is in (select-code.client.ts): the chosen option's label
 * in a read-only combobox, the same size and names, so the swap neither moves nor renames it.
 */
export function SelectShell({ id, label, chosen, placeholder, openLabel, error, onReach }: Props) {
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={false}
          // The list it will control once the select takes its place (shut, it may not exist).
          aria-controls={`${id}-list`}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          readOnly
          value={chosen}
          placeholder={placeholder}
          onFocus={() => onReach(false)}
          onPointerDown={() => onReach(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={selectFieldClass}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={openLabel}
          onPointerDown={() => onReach(true)}
          className={selectTriggerClass}
        >
          <ChevronDownIcon className="size-5" />
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
