'use client'

import { EditOverlay, type EditOverlayProps } from './click-to-edit/edit-overlay.client'
import { LivePreviewRefresh } from './live-preview-refresh.client'

/** What a page in /admin's live preview runs: the refresh on every save, and click-to-edit. */
export function LivePreview(props: EditOverlayProps) {
  return (
    <>
      <LivePreviewRefresh />
      <EditOverlay {...props} />
    </>
  )
}
