/** Spec: the quality factor is 1 / (2 × size in whole megabytes) above 1 MB, else 1. */
export function compressionQuality(bytes: number): number {
  const megabytes = bytes / (1024 * 1024)
  return megabytes > 1 ? 1 / (2 * Math.floor(megabytes)) : 1
}
