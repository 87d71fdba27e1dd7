/** /admin's side of click-to-edit in the live preview (src/components/admin/click-to-edit.client.tsx). */
export const clickToEdit = '/components/admin/click-to-edit.client#ClickToEdit'
