import { z } from 'zod'

import { messageLength, PERSONAL_MESSAGE_MAX } from './personal-message-length'

export { messageLength, PERSONAL_MESSAGE_MAX }

/*
 * Emoji: pictographs (except the few text symbols such as © ® ™ ↔ that Unicode also counts as
 * pictographic), flags, skin tones, the keycap mark (1⃣ is a keycap even without U+FE0F), and
 * the joiner and variation selector that build emoji sequences.
 */
const EMOJI =
  /(?![\u00a9\u00ae\u203c\u2049\u2122\u2139\u2194-\u2199\u21a9\u21aa])\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20e3|\ufe0f|\u200d/u

export const hasEmoji = (text: string): boolean => EMOJI.test(text)

/**
 * The personal note (spec §5): 1 to 150 characters, no emoji. Messages are keys of the
 * Validation messages, translated by the form and by the gateway alike.
 */
export const personalMessageSchema = z
  .string()
  .transform((text) => text.normalize('NFC'))
  .superRefine((text, context) => {
    if (text.trim().length === 0) context.addIssue({ code: 'custom', message: 'noteEmpty' })
    else if (messageLength(text) > PERSONAL_MESSAGE_MAX) {
      context.addIssue({ code: 'custom', message: 'noteTooLong' })
    } else if (hasEmoji(text)) context.addIssue({ code: 'custom', message: 'noteEmoji' })
  })
