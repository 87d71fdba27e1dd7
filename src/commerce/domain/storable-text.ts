/*
 * Postgres text cannot hold U+0000, and a UTF-16 surrogate without its pair is no character (jsonb
 * refuses its escape): a string with either would fail on write, so it is bad input.
 */
export const isStorableText = (text: string): boolean => !text.includes('\0') && text.isWellFormed()
