/** The filter form's and the phones' modal's own words: plain strings, a client leaf gets them. */
export type FilterTexts = {
  /** The form's accessible name. */
  formLabel: string
  /** The modal's title. */
  title: string
  /** The phones' button, with how many options are ticked. */
  open: string
  submit: string
  clear: string
  close: string
}
