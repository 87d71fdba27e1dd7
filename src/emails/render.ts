import { render } from '@react-email/render'
import type { ReactElement } from 'react'

// The heading keeps its case in the text part: capitals read as shouting.
const htmlToTextOptions = { selectors: [{ selector: 'h1', options: { uppercase: false } }] }

/** A message ready for sendEmail. */
export type RenderedEmail = { subject: string; html: string; text: string }

/** The HTML part and its plain-text twin, from one React Email element. */
export async function renderEmail(subject: string, email: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([
    render(email),
    render(email, { plainText: true, htmlToTextOptions }),
  ])
  return { subject, html, text }
}
