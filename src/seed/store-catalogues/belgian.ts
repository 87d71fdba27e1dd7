import { belgianStore } from '../data/store-be'
import type { StoreCardSeed, StoreCatalogueSeed } from './types'

const card = (
  name: string,
  category: string,
  nl: string,
  fr: string,
  options: Omit<StoreCardSeed, 'name' | 'category' | 'text'> = {},
): StoreCardSeed => ({ name, category, text: { nl, fr }, ...options })

const brand = { brand: true }

/** CBBE's catalogue: Belgian shops and generic cards, in Flemish Dutch and Belgian French. */
export const belgianCatalogue: StoreCatalogueSeed = {
  storeId: belgianStore.storeId,
  locales: ['nl', 'fr'],
  cardWord: 'CADEAUBON',
  categories: [
    {
      key: 'restaurants',
      text: {
        nl: {
          title: 'Restaurants',
          slug: 'restaurants',
          description: 'Lekker eten in heel België, van brasserie tot lunchbar.',
        },
        fr: {
          title: 'Restaurants',
          slug: 'restaurants',
          description: 'Bien manger partout en Belgique, de la brasserie au bar à lunch.',
        },
      },
    },
    {
      key: 'winkelen',
      text: {
        nl: {
          title: 'Winkelen',
          slug: 'winkelen',
          description: 'Mode, boeken, elektro en pralines in de winkels die iedereen kent.',
        },
        fr: {
          title: 'Shopping',
          slug: 'shopping',
          description:
            'Mode, livres, électro et pralines dans les magasins que tout le monde connaît.',
        },
      },
    },
    {
      key: 'beleving',
      text: {
        nl: {
          title: 'Beleving',
          slug: 'beleving',
          description: 'Film, pretparken en dagjes uit om samen van te genieten.',
        },
        fr: {
          title: 'Expériences',
          slug: 'experiences',
          description: 'Cinéma, parcs d’attractions et sorties à partager.',
        },
      },
    },
    {
      key: 'wellness',
      text: {
        nl: {
          title: 'Wellness',
          slug: 'wellness',
          description: 'Thermen, verzorging en parfum om even tot rust te komen.',
        },
        fr: {
          title: 'Bien-être',
          slug: 'bien-etre',
          description: 'Thermes, soins et parfums pour souffler un peu.',
        },
      },
    },
  ],
  cards: [
    card(
      'Cadeaubon Keuzekaart',
      'winkelen',
      'De cadeaubon die de keuze laat: in te ruilen voor elke bon van Cadeaubon.',
      'Le chèque-cadeau qui laisse le choix : à échanger contre n’importe quelle carte Cadeaubon.',
      { multiBrand: true, titles: { fr: 'Cadeaubon Carte au choix' } },
    ),
    card(
      'Restaurantbon',
      'restaurants',
      'Een etentje naar keuze in honderden Belgische restaurants.',
      'Un repas au choix dans des centaines de restaurants belges.',
      { titles: { fr: 'Chèque Restaurant' } },
    ),
    card(
      'Exki',
      'restaurants',
      'Verse, seizoensgebonden gerechten om ter plaatse te eten of mee te nemen.',
      'Des plats frais et de saison, sur place ou à emporter.',
      brand,
    ),
    card(
      'Le Pain Quotidien',
      'restaurants',
      'Brood, ontbijt en lunch aan de grote gedeelde tafel.',
      'Pain, petit-déjeuner et lunch autour de la grande table commune.',
      brand,
    ),
    card(
      'Lunch Garden',
      'restaurants',
      'Een gezellige maaltijd voor het hele gezin.',
      'Un repas convivial pour toute la famille.',
      brand,
    ),
    card(
      'Panos',
      'restaurants',
      'Belegde broodjes, soep en koffie voor onderweg.',
      'Sandwichs garnis, soupes et café à emporter.',
      brand,
    ),
    card(
      'Ellis Gourmet Burger',
      'restaurants',
      'Sappige burgers met Belgische frietjes.',
      'Des burgers généreux et de vraies frites belges.',
      brand,
    ),
    card(
      'Shoppingbon',
      'winkelen',
      'Shoppen naar hartenlust in de winkelstraten van België.',
      'Du shopping à volonté dans les rues commerçantes de Belgique.',
      { titles: { fr: 'Chèque Shopping' } },
    ),
    card(
      'Delhaize',
      'winkelen',
      'Boodschappen, verse producten en lekkers voor aan tafel.',
      'Courses, produits frais et bonnes choses pour la table.',
      brand,
    ),
    card(
      'Standaard Boekhandel',
      'winkelen',
      'Boeken, strips en tijdschriften voor elke lezer.',
      'Livres, BD et magazines pour tous les lecteurs.',
      brand,
    ),
    card(
      'Club',
      'winkelen',
      'Boeken, speelgoed en papierwaren in je buurt.',
      'Livres, jouets et papeterie près de chez vous.',
      brand,
    ),
    card(
      'JBC',
      'winkelen',
      'Kleding voor het hele gezin, van baby tot volwassene.',
      'Des vêtements pour toute la famille, du bébé à l’adulte.',
      brand,
    ),
    card(
      'ZEB',
      'winkelen',
      'De nieuwste mode en merken voor hem en haar.',
      'La mode et les marques du moment, pour elle et pour lui.',
      brand,
    ),
    card(
      'Torfs',
      'winkelen',
      'Schoenen voor elke voet en elke gelegenheid.',
      'Des chaussures pour chaque pied et chaque occasion.',
      brand,
    ),
    card(
      'Krëfel',
      'winkelen',
      'Elektro, multimedia en huishoudtoestellen.',
      'Électroménager, multimédia et high-tech.',
      brand,
    ),
    card(
      'Vanden Borre',
      'winkelen',
      'Tv, geluid en keukentoestellen met advies van experts.',
      'Télévision, son et cuisine, avec les conseils d’experts.',
      brand,
    ),
    card(
      'Brico',
      'winkelen',
      'Alles voor klussen, tuin en interieur.',
      'Tout pour le bricolage, le jardin et la déco.',
      brand,
    ),
    card(
      'Neuhaus',
      'winkelen',
      'Belgische pralines, ambachtelijk gemaakt sinds 1857.',
      'Des pralines belges, faites avec art depuis 1857.',
      brand,
    ),
    card(
      'Leonidas',
      'winkelen',
      'Verse pralines uit Brussel, voor elke zoetekauw.',
      'Des pralines fraîches de Bruxelles, pour les gourmands.',
      brand,
    ),
    card(
      'Belevingsbon',
      'beleving',
      'Een dagje uit of een belevenis naar keuze.',
      'Une sortie ou une expérience au choix.',
      { titles: { fr: 'Chèque Expérience' } },
    ),
    card(
      'Kinepolis',
      'beleving',
      'Films op het grote scherm in heel België.',
      'Des films sur grand écran partout en Belgique.',
      brand,
    ),
    card(
      'Pairi Daiza',
      'beleving',
      'Een dag tussen dieren uit de hele wereld.',
      'Une journée parmi des animaux du monde entier.',
      brand,
    ),
    card(
      'Walibi Belgium',
      'beleving',
      'Achtbanen en attracties voor durvers.',
      'Montagnes russes et attractions pour les audacieux.',
      brand,
    ),
    card(
      'Plopsaland De Panne',
      'beleving',
      'Attracties en shows voor de kleinsten.',
      'Attractions et spectacles pour les plus petits.',
      brand,
    ),
    card(
      'ZOO Planckendael',
      'beleving',
      'Wandelen tussen olifanten, neushoorns en leeuwen.',
      'Une balade parmi les éléphants, les rhinocéros et les lions.',
      brand,
    ),
    card(
      'Wellnessbon',
      'wellness',
      'Massage, sauna of schoonheidsbehandeling naar keuze.',
      'Massage, sauna ou soin de beauté au choix.',
      { titles: { fr: 'Chèque Bien-être' } },
    ),
    card(
      'Thermae Grimbergen',
      'wellness',
      'Sauna’s, baden en rust vlak bij Brussel.',
      'Saunas, bains et calme aux portes de Bruxelles.',
      brand,
    ),
    card(
      'Thermae Boetfort',
      'wellness',
      'Wellness in een historisch kasteeldomein.',
      'Le bien-être dans un domaine de château historique.',
      brand,
    ),
    card(
      'Ici Paris XL',
      'wellness',
      'Parfums en verzorging van de grote merken.',
      'Parfums et soins des grandes marques.',
      brand,
    ),
    card(
      'Di',
      'wellness',
      'Make-up, verzorging en parfum in de drogisterij.',
      'Maquillage, soins et parfums en droguerie.',
      brand,
    ),
  ],
}
