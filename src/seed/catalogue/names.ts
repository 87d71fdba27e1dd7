/** Brand-like French names per kind of card: stems and endings combined, never repeated. */
export const kinds = {
  restaurants: {
    stems: ['Bistrot', 'Brasserie', 'Trattoria', 'Crêperie', 'Comptoir', 'Auberge', 'Cantine'],
    endings: [
      'du Port',
      'des Halles',
      'Saint-Germain',
      'du Marché',
      'des Arts',
      'Vauban',
      'Mistral',
    ],
  },
  'bien-etre': {
    stems: ['Spa', 'Institut', 'Bulle', 'Hammam', 'Oasis', 'Maison', 'Atelier'],
    endings: ['Zen', 'Sérénité', 'des Sens', 'Lavande', 'Azur', 'Velours', 'Nuage'],
  },
  loisirs: {
    stems: ['Escape', 'Karting', 'Bowling', 'Laser', 'Parc', 'Accrobranche', 'Quiz'],
    endings: ['Aventure', 'Évasion', 'Express', 'Galaxie', 'des Pins', 'Tonnerre', 'Horizon'],
  },
  shopping: {
    stems: ['Galeries', 'Bazar', 'Comptoir', 'Boutique', 'Maison', 'Marché', 'Passage'],
    endings: ['Parisien', 'Royal', 'Lafayette-Est', 'des Lilas', 'Riviera', 'Opéra', 'Dauphine'],
  },
  sport: {
    stems: ['Club', 'Stade', 'Vélo', 'Rando', 'Surf', 'Glisse', 'Forme'],
    endings: ['Olympe', 'Sommet', 'Océan', 'Élan', 'Alpin', 'Vitesse', 'Plein Air'],
  },
  voyages: {
    stems: ['Escapades', 'Voyages', 'Séjours', 'Croisières', 'Hôtels', 'Gîtes', 'Week-ends'],
    endings: ['Bonheur', 'du Monde', 'Méditerranée', 'Bretagne', 'Provence', 'Alsace', 'Corsica'],
  },
  culture: {
    stems: ['Librairie', 'Théâtre', 'Musée', 'Opéra', 'Disquaire', 'Ciné-club', 'Galerie'],
    endings: ['Lumière', 'des Muses', 'Molière', 'du Quai', 'Rive Gauche', 'Pléiade', 'Odéon'],
  },
  mode: {
    stems: ['Atelier', 'Maison', 'Boutique', 'Chausseur', 'Maroquinerie', 'Dressing', 'Friperie'],
    endings: ['Élégance', 'Coco', 'Marceau', 'Bleu de Chine', 'Indigo', 'Satin', 'Lin & Co'],
  },
  maison: {
    stems: ['Déco', 'Jardin', 'Cuisine', 'Bricolage', 'Maison', 'Atelier', 'Brocante'],
    endings: ['Cosy', 'Nature', 'Gourmande', 'Malin', 'Bohème', 'Terracotta', 'Lumineuse'],
  },
  enfants: {
    stems: ['Jouets', 'Manège', 'Ludothèque', 'Éveil', 'Petit', 'Royaume', 'Cirque'],
    endings: ['Malice', 'Pirate', 'des Lutins', 'Arc-en-ciel', 'Doudou', 'Pitchoun', 'Grelot'],
  },
  beaute: {
    stems: ['Parfumerie', 'Salon', 'Institut', 'Barbier', 'Onglerie', 'Herboristerie', 'Studio'],
    endings: ['Éclat', 'Jasmin', 'Camélia', 'Poudre', 'Ambre', 'Iris', 'Vanille'],
  },
  gastronomie: {
    stems: [
      'Cave',
      'Fromagerie',
      'Chocolatier',
      'Épicerie',
      'Pâtisserie',
      'Torréfacteur',
      'Caviste',
    ],
    endings: ['Fine', 'du Terroir', 'Praliné', 'des Gourmets', 'Cacao', 'Grand Cru', 'Caramel'],
  },
} as const

export type Kind = keyof typeof kinds

/** `count` distinct names of a kind: stem i with ending (i × 3) mod 7, then the next pairs. */
export function namesOf(kind: Kind, count: number): string[] {
  const { stems, endings } = kinds[kind]
  const names: string[] = []
  for (let i = 0; names.length < count && i < stems.length * endings.length; i++) {
    const stem = stems[i % stems.length]!
    const ending = endings[(i * 3 + Math.floor(i / stems.length)) % endings.length]!
    const name = `${stem} ${ending}`
    if (!names.includes(name)) names.push(name)
  }
  return names
}

/** 'Crêperie du Port' → 'creperie-du-port'. */
export const slugify = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'et')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
