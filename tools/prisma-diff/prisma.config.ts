// Prisma 6.19 with its WASM schema engine ("js"), so `migrate diff` runs with no engine download.
// The adapter needs some Postgres to talk to: DIFF_DATABASE_URL (diff.sh starts an embedded one).
import { defineConfig } from 'prisma/config'
import { PrismaPg } from '@prisma/adapter-pg'

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: '../../prisma/schema.prisma',
  async adapter() {
    return new PrismaPg({ connectionString: process.env.DIFF_DATABASE_URL })
  },
})
