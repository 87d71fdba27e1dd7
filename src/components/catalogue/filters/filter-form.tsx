import { primaryButtonClass } from '@/components/form/styles'
import { linkClass } from '@/components/ui/link-styles'

import styles from './filter-form.module.css'
import type { FilterTexts } from './texts'
import type { FilterFormView } from './filter-view'

type Props = { view: FilterFormView; texts: FilterTexts }

/**
 * The filters as a plain GET form: a fieldset per group, a checkbox per option with its count.
 * No hooks, so the page renders it on the server and the phones' modal on the client.
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
              {group.options.map((option) => (
                <li key={option.value}>
                  <label>
                    <input
                      type="checkbox"
                      name={group.name}
                      value={option.value}
                      {...(option.checked && { defaultChecked: true })}
                    />
                    {/* One text node each: no <!-- --> between the parts, nor an entry per part. */}
                    <span>
                      {`${option.label} `}
                      <span>{`(${option.count})`}</span>
                    </span>
                  </label>
                </li>
              ))}
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
