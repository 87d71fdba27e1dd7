/**
 * The Dutch titles of the store's menus and links, by their French title (the store is created in
 * French; its rows get these in Dutch).
 */
export const dutchStoreTitles: Record<string, string> = {
  'Cartes cadeaux': 'Cadeaubonnen',
  'Toutes les cartes cadeaux': 'Alle cadeaubonnen',
  Catégories: 'Categorieën',
  'Offrir un moment': 'Geefmomenten',
  'Service client': 'Klantenservice',
  'Vérifier le solde': 'Saldo checken',
  'Activer une carte': 'Kaart activeren',
  Livraison: 'Bezorging',
  'Nous contacter': 'Contact',
  'Cartes cadeaux entreprise': 'Zakelijke cadeaubonnen',
  'Carte cadeau multi-enseignes': 'Keuzecadeaubon',
  'Paiement sécurisé': 'Veilig betalen',
}
