import { z } from 'zod'

import { formPath } from './form-paths'

/**
 * The form's rules are the gateway's: the domain schema runs on the input the form describes,
 * and each issue goes on the field that shows it (the first one per field). The output is what
 * the gateway is sent.
 */
export function formRules<V, S extends z.ZodType>(schema: S, toInput: (values: V) => unknown) {
  return z.custom<V>().transform((values, context): z.output<S> => {
    const parsed = schema.safeParse(toInput(values))
    if (parsed.success) return parsed.data
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const path = formPath(issue.path.map(String))
      const key = path.join('.')
      if (seen.has(key)) continue
      seen.add(key)
      context.addIssue({ code: 'custom', message: issue.message, path })
    }
    return z.NEVER
  })
}
