import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { simpleParser, type AddressObject } from 'mailparser'

/** One message of the outbox (MAIL_OUTBOX_DIR), as a test reads it. */
export type OutboxMessage = {
  /** Bare addresses of the To header. */
  to: string[]
  /** The From header as written, e.g. `"Carte Cadeau" <bonjour@cartecadeau.localhost>`. */
  from: string
  subject: string
  text: string
  html: string
  date: Date
  /** Absolute path of the .eml file. */
  file: string
  /** The attached files, in order. */
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

const addresses = (header: AddressObject | AddressObject[] | undefined): string[] =>
  [header ?? []].flat().flatMap(({ value }) => value.flatMap(({ address }) => address ?? []))

async function parse(file: string): Promise<OutboxMessage> {
  const mail = await simpleParser(await readFile(file))
  return {
    to: addresses(mail.to),
    from: mail.from?.text ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    date: mail.date ?? new Date(0),
    file,
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({
      filename: filename ?? '',
      contentType,
      content,
    })),
  }
}

/** Every message in the folder, oldest first (file names start with the sending time); none if it is missing. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const files = names.filter((name) => name.endsWith('.eml')).sort()
  return Promise.all(files.map((name) => parse(path.resolve(dir, name))))
}

/** The newest message that matches, once it has arrived; fails after timeoutMs with what did arrive. */
export async function waitForEmail(
  dir: string,
  predicate: (message: OutboxMessage) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const messages = await readOutbox(dir)
    const match = messages.findLast(predicate)
    if (match) return match
    if (Date.now() >= deadline) {
      const seen = messages.map((m) => `${m.to.join(', ')}: ${m.subject}`).join('\n  ') || '(none)'
      throw new Error(`No matching e-mail in ${dir} after ${timeoutMs} ms; found:\n  ${seen}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
