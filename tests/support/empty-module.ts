// Stands in for `server-only` under Vitest, which is not a React server environment.
export {}
