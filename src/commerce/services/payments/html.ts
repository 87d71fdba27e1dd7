/** Text made safe for HTML element content and double-quoted attribute values. */
export const escapeHtml = (text: string | number): string =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** A markup fragment: only `html` makes one, so every interpolated string is escaped once. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup
  }
}

type Part = string | number | Html | null | undefined | false | readonly Part[]

const render = (part: Part): string =>
  part === null || part === undefined || part === false
    ? ''
    : part instanceof Html
      ? part.markup
      : Array.isArray(part)
        ? part.map(render).join('')
        : escapeHtml(part as string | number)

/** A template literal tag: values are escaped, nested `html` fragments and lists are kept. */
export const html = (strings: TemplateStringsArray, ...values: Part[]): Html =>
  new Html(strings.reduce((markup, text, index) => markup + render(values[index - 1]) + text))
