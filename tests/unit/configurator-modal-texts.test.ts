import { describe, expect, it } from 'vitest'

import { formTexts, modalOnlyTexts } from '@/commerce/widgets/configurator/modal-texts'
import { configuratorValidation } from '@/commerce/widgets/configurator/validation-keys'
import fr from '@/i18n/messages/fr'

describe('the configurator’s texts, the form’s on the page and its modals’ when needed', () => {
  it('are every Configurator text once, the generic error with the form’s, close and the Validation texts with the modals’', () => {
    const form = formTexts(fr)
    const modals = modalOnlyTexts(fr)
    expect(Object.keys(form).filter((key) => key in modals)).toEqual([])
    expect({ ...form, ...modals }).toEqual({
      ...fr.Configurator,
      generic: fr.Errors.generic,
      close: fr.Modal.close,
      validation: configuratorValidation(fr.Validation),
    })
  })
})
