// No 'server-only' in services: Payload's CLI (migrations, jobs) loads them through its config.
export {
  type MailAttachment,
  type MailMessage,
  type MailRecipients,
  type MailSender,
  sendEmail,
} from './send'
