/** One object of the union's members together (their keys do not overlap). */
type Together<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never

type Area = { Collections: object }

/**
 * A language's words of /admin, from its files by area (each under the house's 300 lines): the
 * top-level parts (dashboard and preview; staff tools; fields' words shared by collections;
 * blocks) side by side, and each admin group's collections under `Collections`. Every language
 * assembles the same files this way into the one `Admin` catalogue its readers take.
 */
export function adminCatalogue<Top extends object[], Areas extends Area[]>(
  top: [...Top],
  areas: [...Areas],
): { Admin: Together<Top[number]> & { Collections: Together<Areas[number]['Collections']> } } {
  const collections = Object.assign({}, ...areas.map((area) => area.Collections))
  return { Admin: Object.assign({}, ...top, { Collections: collections }) }
}
