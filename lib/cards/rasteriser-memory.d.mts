export function keepRasteriserMemory(): void
