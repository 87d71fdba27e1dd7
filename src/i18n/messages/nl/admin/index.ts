import { adminCatalogue } from '../../admin-catalogue'

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

/** The nl words of /admin, one file per area (how they fit together: admin-catalogue.ts). */
const admin = adminCatalogue(
  [dashboard, staff, fields, blocks],
  [content, catalogue, sales, cards, people, stores],
)

export default admin
