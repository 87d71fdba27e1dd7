import { notFound } from 'next/navigation'

/** Unknown paths and /404/ (landing pages will be looked up here by the content issue). */
export default function CatchAll() {
  notFound()
}
