/** What the thank-you page says of the entry just made; kept for this tab only. */
export type EnteredNote = { lastFour: string; formattedDrawDate: string }

const KEY = 'doubler-entry'

export function keepEnteredNote(note: EnteredNote): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(note))
  } catch {
    // Storage refused (private mode): the thank-you page shows its content only.
  }
}

export function readEnteredNote(): EnteredNote | null {
  try {
    const note = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<EnteredNote> | null
    return typeof note?.lastFour === 'string' && typeof note.formattedDrawDate === 'string'
      ? { lastFour: note.lastFour, formattedDrawDate: note.formattedDrawDate }
      : null
  } catch {
    return null
  }
}
