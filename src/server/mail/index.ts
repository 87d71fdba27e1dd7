import 'server-only'

export { sendEmail, type MailMessage, type MailRecipients } from './send'
