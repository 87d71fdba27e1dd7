import pg from 'pg'

const columnsOf = async (client: pg.Client, table: string, skip: string[]) => {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  )
  return rows.map((row) => row.column_name).filter((name) => !skip.includes(name))
}

const list = (columns: string[], prefix: string) =>
  columns.map((column) => `${prefix}."${column}"`).join(', ')

/**
 * Copies every seeded product `copies` times (titles and slugs numbered), with its locales,
 * categories and amounts: a real-sized table for the gateway bench, in a few SQL statements.
 */
export async function cloneProducts(databaseUrl: string, copies: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('begin')
    await client.query(
      `create temp table clone_map on commit drop as
       select p.id as src, nextval(pg_get_serial_sequence('products', 'id')) as dst, s.n
       from products p cross join generate_series(1, $1::int) s(n)`,
      [copies],
    )
    const products = await columnsOf(client, 'products', ['id'])
    await client.query(
      `insert into products (id, ${products.map((c) => `"${c}"`).join(', ')})
       select m.dst, ${list(products, 'p')} from clone_map m join products p on p.id = m.src`,
    )
    const locales = await columnsOf(client, 'products_locales', [
      'id',
      '_parent_id',
      'title',
      'slug',
    ])
    await client.query(
      `insert into products_locales (_parent_id, title, slug, ${locales.map((c) => `"${c}"`).join(', ')})
       select m.dst, l.title || ' ' || m.n, l.slug || '-' || m.n, ${list(locales, 'l')}
       from clone_map m join products_locales l on l._parent_id = m.src`,
    )
    for (const table of ['products_rels', 'products_numbers']) {
      const columns = await columnsOf(client, table, ['id', 'parent_id'])
      await client.query(
        `insert into ${table} (parent_id, ${columns.map((c) => `"${c}"`).join(', ')})
         select m.dst, ${list(columns, 't')} from clone_map m join ${table} t on t.parent_id = m.src`,
      )
    }
    await client.query('commit')
    await client.query('analyze')
    const { rows } = await client.query<{ count: string }>('select count(*) from products')
    return Number(rows[0]!.count)
  } finally {
    await client.end()
  }
}
