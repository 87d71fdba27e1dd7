import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib'

// WinAnsi's bytes 0x80–0x9f; the others are Latin-1's.
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

const winAnsiText = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('')

/**
 * The texts a PDF of the standard fonts draws, one per text operator, read back from its pages'
 * content streams: what a reader of the invoice sees, not what the layout meant to write.
 */
export async function pdfTexts(pdf: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(pdf)
  return document.getPages().flatMap((page) => {
    const contents = page.node.Contents()
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents]
    return parts
      .map((part) => document.context.lookup(part))
      .filter((part) => part instanceof PDFRawStream)
      .flatMap((stream) => {
        const operators = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
        return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) =>
          winAnsiText(Buffer.from(match[1]!, 'hex')),
        )
      })
  })
}
