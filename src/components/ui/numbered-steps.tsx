import { TitledSection } from './titled-section'

/** Side by side from `sm` with the number above (business), or stacked with it beside (doubler). */
const layouts = {
  row: {
    list: 'grid grid-cols-1 gap-4 sm:grid-cols-3',
    step: 'flex flex-col gap-2 rounded-2xl border border-ink/15 p-5',
    number:
      'flex size-9 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast',
  },
  column: {
    list: 'grid gap-4',
    step: 'flex items-start gap-3 rounded-2xl border border-ink/15 p-5',
    number:
      'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast',
  },
}

type Props = {
  /** The heading's id, which names the section. */
  id: string
  title: string
  steps: string[]
  layout: keyof typeof layouts
}

/** How it works, in numbered steps under a heading (the business quote and the doubler pages). */
export function NumberedSteps({ id, title, steps, layout }: Props) {
  const classes = layouts[layout]
  return (
    <TitledSection id={id} title={title}>
      <ol className={classes.list}>
        {steps.map((step, index) => (
          <li key={step} className={classes.step}>
            <span aria-hidden="true" className={classes.number}>
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </TitledSection>
  )
}
