import { dutchStore } from '../data/store-nl'
import type { StoreCardSeed, StoreCatalogueSeed } from './types'

const card = (
  name: string,
  category: string,
  nl: string,
  options: Omit<StoreCardSeed, 'name' | 'category' | 'text'> = {},
): StoreCardSeed => ({ name, category, text: { nl }, ...options })

const brand = { brand: true }

const category = (key: string, title: string, description: string) => ({
  key,
  text: { nl: { title, slug: key, description } },
})

/** CBNL's catalogue: Dutch shops and generic cards, in Dutch only. */
export const dutchCatalogue: StoreCatalogueSeed = {
  storeId: dutchStore.storeId,
  locales: ['nl'],
  cardWord: 'CADEAUBON',
  categories: [
    category('restaurants', 'Restaurants', 'Uit eten in heel Nederland, van lunchroom tot bistro.'),
    category('winkelen', 'Winkelen', 'Mode, wonen, boeken en elektronica bij de bekende winkels.'),
    category('beleving', 'Beleving', 'Film, pretparken en dagjes uit om samen van te genieten.'),
    category('wellness', 'Wellness', 'Sauna, verzorging en parfum om even bij te komen.'),
  ],
  cards: [
    card(
      'Cadeaubon Keuzekaart',
      'winkelen',
      'De cadeaubon die de keuze laat: in te wisselen voor elke bon van Cadeaubon.',
      { multiBrand: true },
    ),
    card('Restaurantbon', 'restaurants', 'Een etentje naar keuze bij honderden restaurants.'),
    card(
      'Van der Valk',
      'restaurants',
      'Eten, drinken en overnachten bij de bekende toekan.',
      brand,
    ),
    card('La Place', 'restaurants', 'Vers bereid eten, van ontbijt tot diner.', brand),
    card('Loetje', 'restaurants', 'De beroemde biefstuk, met frites en mayonaise.', brand),
    card('Happy Italy', 'restaurants', 'Pizza en pasta in een vrolijke Italiaanse sfeer.', brand),
    card('Thuisbezorgd', 'restaurants', 'Je favoriete maaltijd, gewoon thuisbezorgd.', brand),
    card('Shoppingbon', 'winkelen', 'Winkelen naar hartenlust in de Nederlandse winkelstraten.'),
    card('bol', 'winkelen', 'Boeken, speelgoed, elektronica en nog veel meer, online.', brand),
    card('HEMA', 'winkelen', 'Handige en vrolijke spullen voor elke dag.', brand),
    card('Albert Heijn', 'winkelen', 'Boodschappen en lekkers voor aan tafel.', brand),
    card('de Bijenkorf', 'winkelen', 'Mode, beauty en wonen van topmerken.', brand),
    card('Blokker', 'winkelen', 'Alles voor in en om het huis.', brand),
    card('Intertoys', 'winkelen', 'Speelgoed voor kinderen van alle leeftijden.', brand),
    card('Coolblue', 'winkelen', 'Elektronica met advies, en morgen al in huis.', brand),
    card('Wehkamp', 'winkelen', 'Mode en wonen, online besteld.', brand),
    card('Gall & Gall', 'winkelen', 'Wijn, bier en sterke drank voor elke gelegenheid.', brand),
    card('Praxis', 'winkelen', 'Alles voor klussen, tuin en interieur.', brand),
    card('Boekenbon', 'winkelen', 'Een boek naar keuze in elke boekwinkel.'),
    card('Belevingsbon', 'beleving', 'Een dagje uit of een belevenis naar keuze.'),
    card('Pathé', 'beleving', 'De nieuwste films in de bioscoop.', brand),
    card('Efteling', 'beleving', 'Een sprookjesachtige dag in het pretpark.', brand),
    card(
      'Center Parcs',
      'beleving',
      'Een weekendje weg in het bos, met subtropisch zwembad.',
      brand,
    ),
    card('Artis', 'beleving', 'Dieren, planten en sterren midden in Amsterdam.', brand),
    card('Bioscoopbon', 'beleving', 'Een avondje film bij honderden bioscopen.'),
    card('Wellnessbon', 'wellness', 'Sauna, massage of schoonheidsbehandeling naar keuze.'),
    card('Thermen Bussloo', 'wellness', 'Sauna’s en baden midden in de natuur.', brand),
    card('Rituals', 'wellness', 'Verzorging en geuren voor een moment van rust.', brand),
    card('Douglas', 'wellness', 'Parfum, make-up en verzorging van de grote merken.', brand),
    card('Etos', 'wellness', 'Verzorging en gezondheid voor elke dag.', brand),
  ],
}
