/**
 * A message with its plain `{name}` arguments filled in. Widgets' texts hold raw messages filled in
 * the browser, so no ICU formatter ships with the pages.
 */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
