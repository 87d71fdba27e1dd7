import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

// The heading keeps its case in the text part: capitals read as shouting.
const htmlToTextOptions = { selectors: [{ selector: 'h1', options: { uppercase: false } }] }

/** A message ready for sendEmail. */
export type RenderedEmail = { subject: string; html: string; text: string }

/**
 * The HTML part and its plain-text twin, from one React Email element rendered once: the text is
 * converted from the HTML, as render's plainText option does after rendering the element again.
 */
export async function renderEmail(subject: string, email: ReactElement): Promise<RenderedEmail> {
  const html = await render(email)
  return { subject, html, text: toPlainText(html, htmlToTextOptions) }
}
