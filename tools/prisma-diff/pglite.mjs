// A throwaway in-memory Postgres for migrate diff.
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
const db = await PGlite.create()
const server = new PGLiteSocketServer({ db, port: Number(process.env.PORT ?? 55499), host: '127.0.0.1' })
await server.start()
console.log('ready')
