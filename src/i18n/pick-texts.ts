/**
 * Of a texts object, the named keys' only: what crosses to the browser is what a part shows
 * (issue 39). Typed, so callers need no cast.
 */
export const pickTexts = <T extends object, K extends keyof T>(
  texts: T,
  keys: readonly K[],
): Pick<T, K> => Object.fromEntries(keys.map((key) => [key, texts[key]])) as Pick<T, K>
