/**
 * The note's length rule without zod, so a form can count characters as the shopper types
 * without shipping the schemas in the page's first-load JavaScript.
 */

/** A personal note holds at most 150 characters (spec §5, §9). */
export const PERSONAL_MESSAGE_MAX = 150

/** Characters as a reader counts them: an accented letter typed as two code points is one. */
export const messageLength = (text: string): number => [...text.normalize('NFC')].length
