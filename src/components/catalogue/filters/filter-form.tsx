import { primaryButtonClass } from '@/components/form/styles'
import { linkClass } from '@/components/ui/link-styles'

import styles from './filter-form.module.css'
import { FilterOptions } from '@/components/islands.client'
import type { FilterTexts } from './texts'
import type { FilterFormView } from './filter-view'

type Props = { view: FilterFormView; texts: FilterTexts }

/**
 * The filters as a plain GET form: a fieldset per group, a checkbox per option with its count.
 * Rendered on the server; the phones' modal copies it (filter-modal-body.client.tsx).
 */
export function FilterForm({ view, texts }: Props) {
  return (
    <form method="get" action={view.action} aria-label={texts.formLabel} className={styles.form}>
      {/* Its groups and buttons take their look from the form's class (filter-form.module.css). */}
      <div>
        {view.groups.map((group) => (
          <fieldset key={group.name}>
            <legend>{group.legend}</legend>
            <ul className={styles.options}>
              <FilterOptions
                name={group.name}
                options={group.options.map(({ value, label, count, checked }) =>
                  checked ? [value, label, count, 1] : [value, label, count],
                )}
              />
            </ul>
          </fieldset>
        ))}
      </div>
      <div>
        <button type="submit" className={primaryButtonClass}>
          {texts.submit}
        </button>
        {view.clearHref && (
          <a href={view.clearHref} className={linkClass}>
            {texts.clear}
          </a>
        )}
      </div>
    </form>
  )
}
