import fs from 'node:fs/promises'
import path from 'node:path'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { marked } from 'marked'
import type { AdminViewServerProps } from 'payload'

// Read where the server runs (next.config.ts traces it into the standalone build).
const GUIDE = path.join(process.cwd(), 'docs', 'editeurs.md')

/**
 * /admin/guide: the editors' guide (docs/editeurs.md, in French), in the admin's frame, linked
 * from the dashboard. Payload lets only signed-in staff reach a view of /admin.
 */
export async function EditorsGuide({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  // The project's own file, not anyone's input: its HTML is shown as written.
  const html = await marked.parse(await fs.readFile(GUIDE, 'utf8'))
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="gutter gutter--left gutter--right">
        <article className="editors-guide" lang="fr" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </DefaultTemplate>
  )
}
