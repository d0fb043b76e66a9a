#!/usr/bin/env bash
# Writes the SQL that takes the database from one schema.prisma to another, offline.
#   tools/prisma-diff/diff.sh <name>          from the last committed schema to the working one,
#                                             into prisma/migrations/<timestamp>_<name>/migration.sql
#   FROM=<file|empty> tools/prisma-diff/diff.sh <name>   from another starting point
# Prisma 7's CLI needs a Rust schema engine it cannot download here; Prisma 6.19 diffs with its
# WASM engine given a driver adapter, so this folder pins it with an in-memory PGlite to talk to.
set -euo pipefail
name=${1:?usage: diff.sh <migration_name>}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$here"
[ -d node_modules ] || npm install --no-fund --no-audit --loglevel=error

work=$(mktemp -d)
trap 'kill $pg_pid 2>/dev/null || true; rm -rf "$work"' EXIT
with_url() { sed 's/provider = "postgresql"/provider = "postgresql"\n  url      = env("DIFF_DATABASE_URL")/' ; }

from=${FROM:-HEAD}
if [ "$from" = empty ]; then
  printf 'datasource db {\n  provider = "postgresql"\n}\n' | with_url > "$work/from.prisma"
elif [ "$from" = HEAD ]; then
  git -C "$root" show HEAD:prisma/schema.prisma | with_url > "$work/from.prisma"
else
  with_url < "$from" > "$work/from.prisma"
fi
with_url < "$root/prisma/schema.prisma" > "$work/to.prisma"

port=$((40000 + RANDOM % 20000))
PORT=$port node pglite.mjs > "$work/pg.log" 2>&1 & pg_pid=$!
for _ in $(seq 50); do grep -q ready "$work/pg.log" && break; sleep 0.1; done

touch "$work/no-engine"
sql=$(PRISMA_QUERY_ENGINE_LIBRARY="$work/no-engine" PRISMA_SCHEMA_ENGINE_BINARY="$work/no-engine" \
  DIFF_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" \
  npx --no-install prisma migrate diff --from-schema-datamodel "$work/from.prisma" \
  --to-schema-datamodel "$work/to.prisma" --script)

if [ -z "$(printf '%s' "$sql" | grep -v '^-- This is an empty migration.' | tr -d '[:space:]')" ]; then
  echo "No difference: nothing written." >&2
  exit 0
fi
dir="$root/prisma/migrations/$(date -u +%Y%m%d%H%M%S)_$name"
mkdir -p "$dir"
printf '%s\n' "$sql" > "$dir/migration.sql"
echo "Wrote ${dir#$root/}/migration.sql"
