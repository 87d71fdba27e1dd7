import { describe, expect, it } from 'vitest'

import {
  messageLength,
  PERSONAL_MESSAGE_MAX,
  personalMessageSchema,
} from '@/commerce/domain/personal-message'

const problem = (text: string) => personalMessageSchema.safeParse(text).error?.issues[0]?.message

describe('the personal note', () => {
  it('takes 1 to 150 characters', () => {
    expect(problem('A')).toBeUndefined()
    expect(problem('Joyeux anniversaire, Chloé !')).toBeUndefined()
    expect(problem('x'.repeat(PERSONAL_MESSAGE_MAX))).toBeUndefined()
    expect(problem('x'.repeat(PERSONAL_MESSAGE_MAX + 1))).toBe('noteTooLong')
  })

  it('counts an accented letter typed as two code points (e + ◌́) once', () => {
    const decomposed = 'e\u0301'
    expect(messageLength(decomposed)).toBe(1)
    expect(problem(decomposed.repeat(150))).toBeUndefined()
    expect(problem(decomposed.repeat(151))).toBe('noteTooLong')
    // Kept as the reader sees it: the precomposed letter.
    expect(personalMessageSchema.parse(`Ren${decomposed}e`)).toBe('Renée')
  })

  it('counts a character outside the basic plane once', () => {
    expect(messageLength('𝒜')).toBe(1)
  })

  it.each([
    ['a face', 'Merci 😀'],
    ['a thumb with a skin tone', 'Bravo 👍🏽'],
    ['a lone skin tone swatch', 'Bravo 🏽'],
    ['a flag', 'Bon voyage 🇫🇷'],
    ['a family (ZWJ sequence)', 'Pour vous 👨‍👩‍👧'],
    ['a subdivision flag (tag sequence)', 'Allez 🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['a keycap', 'Top 1️⃣'],
    ['a keycap typed without its variation selector', 'Top 1⃣'],
    ['a heart', 'Avec amour ❤'],
    ['a heart in emoji style', 'Avec amour ❤️'],
    ['a cup of coffee', 'Un café ☕'],
  ])('refuses emoji: %s', (_, text) => {
    expect(problem(text)).toBe('noteEmoji')
  })

  it('allows the text symbols Unicode also lists as pictographic, and other typography', () => {
    for (const text of [
      '© Maison Dupont',
      'Marque™',
      'Paris → Lyon',
      'Aller ↔ retour',
      '« 50 € »',
    ]) {
      expect(problem(text)).toBeUndefined()
    }
  })

  it("refuses an empty or blank note with 'noteEmpty'", () => {
    for (const text of ['', ' ', '   \n\t', '\u00a0']) expect(problem(text)).toBe('noteEmpty')
  })
})
