/** The query parameter of the town filter ('?ville=Lyon'): the store speaks French. */
export const TOWN_PARAM = 'ville'

type Props = {
  /** The overview's own path: the form submits to it. */
  action: string
  query: string
  /** The card's towns, offered as suggestions while typing. */
  towns: string[]
  labels: { form: string; town: string; filter: string; showAll: string }
}

/**
 * A plain GET form that narrows the places to a town, region or post code: it works without
 * JavaScript, and the browser offers the card's towns as the shopper types.
 */
export function TownFilter({ action, query, towns, labels }: Props) {
  return (
    <form
      role="search"
      aria-label={labels.form}
      action={action}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex min-w-56 grow flex-col gap-1 sm:grow-0">
        <label htmlFor="town-filter" className="text-sm font-semibold">
          {labels.town}
        </label>
        <input
          id="town-filter"
          name={TOWN_PARAM}
          type="search"
          defaultValue={query}
          maxLength={60}
          list="town-filter-towns"
          autoComplete="off"
          className="h-11 rounded-full border border-ink/25 bg-surface px-4"
        />
        <datalist id="town-filter-towns">
          {towns.map((town) => (
            <option key={town} value={town} />
          ))}
        </datalist>
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-brand-contrast hover:opacity-90"
      >
        {labels.filter}
      </button>
      {query && (
        <a href={action} className="inline-flex min-h-11 items-center font-semibold underline">
          {labels.showAll}
        </a>
      )}
    </form>
  )
}
