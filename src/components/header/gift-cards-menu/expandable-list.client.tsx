'use client'

import { type ReactNode, useState } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated.client'

type Props = { hasMore: boolean; label: string; children: ReactNode }

/**
 * Shows the items past the first six of a server-rendered list once 'View all categories' is
 * pressed: the list hides them until this wrapper carries `data-expanded`.
 */
export function ExpandableList({ hasMore, label, children }: Props) {
  const [expanded, setExpanded] = useState(false)
  const hydrated = useHydrated()
  return (
    <div className="group" data-expanded={expanded ? '' : undefined}>
      {children}
      {hasMore && !expanded && (
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => setExpanded(true)}
          className="mt-2 py-2 font-semibold underline underline-offset-4"
        >
          {label}
        </button>
      )}
    </div>
  )
}
