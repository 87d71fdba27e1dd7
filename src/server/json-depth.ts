/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, read without parsing it
 * (brackets inside strings do not count), so a body nested thousands deep is refused before any
 * parser or validator recurses into it. Invalid JSON is left to the parser.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{' || char === '[') {
      if (++depth > limit) return true
    } else if (char === '}' || char === ']') depth--
  }
  return false
}
