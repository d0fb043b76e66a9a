export function parseTrustProxy(value: string | undefined): number
export function resolveClientIp(forwardedFor: string | string[] | undefined, peer: string | undefined, hops: number): string
