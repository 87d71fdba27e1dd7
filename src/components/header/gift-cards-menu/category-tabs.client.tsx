'use client'

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated.client'
import { FIRST_CATEGORIES, hasHiddenCategories, visibleCategoryCount } from './categories'

type Props = {
  /** Each category's tab content and panel, rendered on the server. */
  tabs: ReactNode[]
  panels: ReactNode[]
  labels: { categories: string; viewAllCategories: string }
}

const nextIndex: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * The categories as tabs (ARIA tabs, vertical, automatic activation): hovering, focusing or
 * arrowing to a category shows its top list. Six show until 'View all categories' is pressed.
 */
export function CategoryTabs({ tabs, panels, labels }: Props) {
  const [active, setActive] = useState(0)
  const [expanded, setExpanded] = useState(false)
  const hydrated = useHydrated()
  const id = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const count = visibleCategoryCount(tabs.length, expanded)

  // Pressing 'View all categories' removes the button: focus goes to the first category it showed.
  useEffect(() => {
    if (expanded) tabRefs.current[FIRST_CATEGORIES]?.focus()
  }, [expanded])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = nextIndex[event.key]
    if (!move) return
    event.preventDefault()
    const index = move(active, count)
    setActive(index)
    tabRefs.current[index]?.focus()
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_1fr]">
      <div>
        <div
          role="tablist"
          aria-label={labels.categories}
          aria-orientation="vertical"
          onKeyDown={onKeyDown}
          className="flex flex-col gap-1"
        >
          {tabs.slice(0, count).map((tab, index) => (
            <button
              key={index}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={index === active ? 0 : -1}
              onPointerEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-left font-medium hover:bg-muted aria-selected:bg-muted aria-selected:text-brand"
            >
              {tab}
            </button>
          ))}
        </div>
        {hasHiddenCategories(tabs.length, expanded) && (
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => {
              setActive(FIRST_CATEGORIES)
              setExpanded(true)
            }}
            className="mt-2 px-3 py-2 text-sm font-semibold underline underline-offset-4"
          >
            {labels.viewAllCategories}
          </button>
        )}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
