import * as migration_20261123_005016_initial from './20261123_005016_initial'

export const migrations = [
  {
    up: migration_20261123_005016_initial.up,
    down: migration_20261123_005016_initial.down,
    name: '20261123_005016_initial',
  },
]
