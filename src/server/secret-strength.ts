/**
 * Words of the values that examples and placeholders use (compose.yaml's `placeholder-…`,
 * .env.example's `change-me`), compared without case or separators: a secret that contains one was
 * typed by a person or copied from a file, not drawn at random.
 */
const PLACEHOLDER_WORDS = ['placeholder', 'changeme', 'example', 'secret', 'password', 'default']

const plain = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The placeholder word a value contains, if any. */
export const placeholderIn = (value: string): string | undefined =>
  PLACEHOLDER_WORDS.find((word) => plain(value).includes(word))

/** Whether `value` repeats a shorter unit (`abcabcabc…`, `0123456789abcdef` twice). */
function isPeriodic(value: string): boolean {
  for (let period = 1; period <= value.length / 2; period++) {
    if (value.slice(period) === value.slice(0, -period)) return true
  }
  return false
}

/** Whether most neighbours follow each other (`abcdef…`, `012345…`, `zyxw…`) or repeat. */
function isSequence(value: string): boolean {
  let close = 0
  for (let i = 1; i < value.length; i++) {
    if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) <= 1) close++
  }
  return close * 2 >= value.length - 1
}

export const MIN_SECRET_LENGTH = 32
/** 32 random hex digits show 14 distinct ones on average; fewer than 8 is never chance. */
const MIN_DISTINCT_CHARACTERS = 8

/**
 * Why `value` is too weak for a key that signs sessions or hashes card numbers, or undefined when
 * it looks drawn at random (`openssl rand -hex 32`): 32+ characters, no placeholder word, 8+
 * distinct characters, no repeated unit, not a run like `abcdef…`. A rough measure of entropy that
 * every generated key passes and typed ones mostly fail.
 */
export function weakSecretReason(value: string): string | undefined {
  if (value.length < MIN_SECRET_LENGTH) return `shorter than ${MIN_SECRET_LENGTH} characters`
  const word = placeholderIn(value)
  if (word) return `a placeholder or typed value (contains "${word}")`
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) {
    return `fewer than ${MIN_DISTINCT_CHARACTERS} distinct characters`
  }
  if (isPeriodic(value)) return 'a repeated pattern'
  if (isSequence(value)) return 'a run of neighbouring characters'
  return undefined
}

/** The password of a URL's credentials (`postgres://user:password@host/…`), if any. */
export function passwordOf(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).password) || undefined
  } catch {
    return undefined
  }
}
