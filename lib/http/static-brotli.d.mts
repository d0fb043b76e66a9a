import type { IncomingMessage, ServerResponse } from 'node:http'

export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean
export function createStaticBrotli(origin: string, staticDir: string): (request: IncomingMessage, response: ServerResponse) => boolean
