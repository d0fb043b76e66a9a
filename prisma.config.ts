// Prisma 7 reads the schema and migrations from here. Migrations are applied by our own runner
// (lib/db/migrate.ts), not by `prisma migrate`, whose engine cannot be downloaded offline.
import { defineConfig } from 'prisma/config'

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost/unused' },
})
