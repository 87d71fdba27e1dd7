import { extractTextItems } from 'unpdf'

/**
 * The texts a PDF draws, one per text run, as a PDF reader extracts them (pdf.js, which reads back
 * each embedded font's ToUnicode map): what a reader of the invoice sees and copies, not what the
 * layout meant to write. pdf.js gives every kind of space as a plain one.
 */
export async function pdfTexts(pdf: Uint8Array): Promise<string[]> {
  // A copy: pdf.js takes over the buffer it is given.
  const { items } = await extractTextItems(new Uint8Array(pdf))
  return items.flat().flatMap(({ str }) => (str.trim() ? [str] : []))
}
