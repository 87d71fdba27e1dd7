import type { Payload } from 'payload'

/**
 * A file of no store: what a document of any store (or of a store being created) may show. An
 * image field refuses another store's own files (media pickers, issue 38).
 */
export async function sharedMediaId(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { store: { exists: false } },
    limit: 1,
    depth: 0,
  })
  if (!docs[0]) throw new Error('The seed has no shared media file')
  return docs[0].id
}
