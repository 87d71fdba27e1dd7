import 'server-only'

export { type MailAttachment, sendEmail, type MailMessage, type MailRecipients } from './send'
