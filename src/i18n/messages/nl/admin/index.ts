import blocks from './blocks.json'
import cards from './cards.json'
import catalogue from './catalogue.json'
import content from './content.json'
import dashboard from './dashboard.json'
import fields from './fields.json'
import people from './people.json'
import sales from './sales.json'
import staff from './staff.json'
import stores from './stores.json'

/**
 * The nl words of /admin, one file per area (each under the house's 300 lines): the dashboard and
 * preview; staff tools (audit log, staff and store rules, sign-in, card service); fields' words
 * shared by collections (groups, tabs, labels, options, rows, validation); blocks; and each
 * admin group's collections. Assembled here as the one `Admin` catalogue every reader takes.
 */
const admin = {
  Admin: {
    ...dashboard,
    ...staff,
    ...fields,
    ...blocks,
    Collections: {
      ...content.Collections,
      ...catalogue.Collections,
      ...sales.Collections,
      ...cards.Collections,
      ...people.Collections,
      ...stores.Collections,
    },
  },
}

export default admin
