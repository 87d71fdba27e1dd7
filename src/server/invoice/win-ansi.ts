// The characters of WinAnsiEncoding beyond Latin-1, which the standard PDF fonts can draw.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

// Spaces and dashes Intl and typists use that WinAnsi lacks, with their nearest drawable twin.
const NEAREST: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space of fr-FR numbers
  '\u2009': ' ',
  '\u2007': '\u00a0',
  '\u2011': '-',
  '\u2212': '-',
}

const drawable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  )
}

/**
 * Text the standard Helvetica fonts can draw: pdf-lib throws on any character outside WinAnsi,
 * and customers type emoji. Line breaks become spaces; what has no near twin is dropped.
 */
export function winAnsi(text: string): string {
  let result = ''
  for (const char of text.normalize('NFC').replace(/\s*[\r\n\t]+\s*/g, ' ')) {
    const near = NEAREST[char] ?? char
    if (drawable(near)) result += near
  }
  return result.replace(/ {2,}/g, ' ')
}
