export function keepRasteriserMemory(env?: NodeJS.ProcessEnv): void
