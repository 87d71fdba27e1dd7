import * as migration_20261123_005016_initial from './20261123_005016_initial';
import * as migration_20261123_013353_content from './20261123_013353_content';
import * as migration_20261123_021812_store_toggles from './20261123_021812_store_toggles';
import * as migration_20261123_032727_catalogue from './20261123_032727_catalogue';
import * as migration_20261123_032728_search from './20261123_032728_search';

export const migrations = [
  {
    up: migration_20261123_005016_initial.up,
    down: migration_20261123_005016_initial.down,
    name: '20261123_005016_initial',
  },
  {
    up: migration_20261123_013353_content.up,
    down: migration_20261123_013353_content.down,
    name: '20261123_013353_content',
  },
  {
    up: migration_20261123_021812_store_toggles.up,
    down: migration_20261123_021812_store_toggles.down,
    name: '20261123_021812_store_toggles',
  },
  {
    up: migration_20261123_032727_catalogue.up,
    down: migration_20261123_032727_catalogue.down,
    name: '20261123_032727_catalogue'
  },
  {
    up: migration_20261123_032728_search.up,
    down: migration_20261123_032728_search.down,
    name: '20261123_032728_search',
  },
];
