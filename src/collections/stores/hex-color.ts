/** A colour as editors give it: #rrggbb. Its own module: a card's colour is read in the browser. */
export const isHexColor = (value: unknown): boolean =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)
