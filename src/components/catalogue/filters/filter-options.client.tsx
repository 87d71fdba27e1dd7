'use client'

/**
 * A filter option as data: its value, name, card count and, ticked, 1. A list page's dozen and
 * more options come to the browser this way, one short array each, rather than each option's
 * rendered tree in the page's RSC payload (~200 bytes an option; issue 39).
 */
export type FilterOptionData = [value: string, label: string, count: number, checked?: 1]

type Props = { name: string; options: FilterOptionData[] }

/** A group's checkboxes, each in its label with its count; no id pairs them. */
export function FilterOptions({ name, options }: Props) {
  return options.map(([value, label, count, checked]) => (
    <li key={value}>
      <label>
        <input
          type="checkbox"
          name={name}
          value={value}
          {...(checked && { defaultChecked: true })}
        />
        {/* One text node each: no <!-- --> between the parts. */}
        <span>
          {`${label} `}
          <span>{`(${count})`}</span>
        </span>
      </label>
    </li>
  ))
}
