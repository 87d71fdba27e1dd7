'use client'

import { useSyncExternalStore } from 'react'

import { fill } from '@/i18n/fill'

import { readEnteredNote } from './entry-note'

const noSubscription = () => () => undefined
const serialized = () => JSON.stringify(readEnteredNote())

/**
 * On the thank-you page (/doubler/merci/): which card takes part in which draw, as the entry
 * answered; nothing when the page is opened without an entry in this tab.
 */
export function EnteredNote({ template }: { template: string }) {
  // A string snapshot: stable between renders, and null on the server.
  const note = JSON.parse(
    useSyncExternalStore(noSubscription, serialized, () => 'null'),
  ) as ReturnType<typeof readEnteredNote>
  if (!note) return null
  return (
    <div className="px-4 pb-10 sm:px-6">
      <p role="status" className="mx-auto max-w-3xl rounded-2xl bg-muted px-6 py-5 text-lg">
        {fill(template, { lastFour: note.lastFour, date: note.formattedDrawDate })}
      </p>
    </div>
  )
}
