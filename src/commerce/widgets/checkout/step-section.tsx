import { type ReactNode, useEffect, useRef } from 'react'

import { secondaryButtonClass } from '@/components/form/styles'
import { fill } from '@/i18n/fill'

import type { StepStatus } from './steps'

type Props = {
  id: string
  number: number
  title: string
  status: StepStatus
  /** Whether focus goes to the heading when the step opens (not on the page's first render). */
  focusOnOpen: boolean
  texts: { stepOf: string; edit: string; editStep: string }
  onEdit: () => void
  /** What was chosen, shown while the step is done and shut. */
  summary?: ReactNode
  children: ReactNode
}

/**
 * One step of the checkout: a numbered heading, its fields while open, a summary and 'Modifier'
 * once done. Opening moves focus to the heading, so keyboard and screen reader users follow.
 */
export function StepSection(props: Props) {
  const { id, number, title, status, focusOnOpen, texts, onEdit, summary, children } = props
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (status === 'open' && focusOnOpen) heading.current?.focus()
  }, [status, focusOnOpen])
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-2xl border p-4 sm:p-6 ${status === 'open' ? 'border-ink/40' : 'border-ink/15'}`}
    >
      <div className="flex items-center justify-between gap-4">
        <h2
          id={`${id}-heading`}
          ref={heading}
          tabIndex={-1}
          className={`text-xl font-bold outline-none ${status === 'waiting' ? 'text-ink/60' : ''}`}
        >
          <span className="sr-only">{fill(texts.stepOf, { number })} : </span>
          <span
            aria-hidden="true"
            className="mr-2 inline-grid size-8 place-items-center rounded-full bg-muted text-base"
          >
            {number}
          </span>
          {title}
        </h2>
        {status === 'done' && (
          <button
            type="button"
            onClick={onEdit}
            aria-label={fill(texts.editStep, { step: title })}
            className={secondaryButtonClass}
          >
            {texts.edit}
          </button>
        )}
      </div>
      {status === 'done' && summary && <div className="mt-3 text-sm">{summary}</div>}
      {status === 'open' && <div className="mt-5 flex flex-col gap-6">{children}</div>}
    </section>
  )
}
