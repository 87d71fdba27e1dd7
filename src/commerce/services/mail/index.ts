// No 'server-only' in services: Payload's CLI (migrations, jobs) loads them through its config.
export { type MailAttachment, sendEmail, type MailMessage, type MailRecipients } from './send'
