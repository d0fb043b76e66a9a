// The migrations, applied to an empty database, must build exactly what schema.prisma describes.
import { inject, describe, expect, it } from 'vitest'
import { snapshotFromDatabase, snapshotFromSchema } from '../support/schema-snapshot'

describe('migrations match schema.prisma', async () => {
  const [expected, actual] = await Promise.all([snapshotFromSchema(), snapshotFromDatabase(inject('databaseUrl'))])

  it.each(['tables', 'enums', 'columns', 'indexes', 'foreignKeys'] as const)('%s', (part) => {
    expect(actual[part]).toEqual(expected[part])
  })
})
