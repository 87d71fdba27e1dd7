import { EnteredNote } from './islands.client'
import { layoutOr, type TemplateProps } from './template'

export type DoublerThankYouData = { title: string; enteredTemplate: string }

/** Doubler thank-you (/doubler/merci/): the editors' page, then which card is in which draw. */
export function DoublerThankYouTemplate({ data, layout }: TemplateProps<DoublerThankYouData>) {
  return (
    <>
      {layoutOr(layout, data.title)}
      <EnteredNote template={data.enteredTemplate} />
    </>
  )
}
