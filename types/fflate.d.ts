// fflate 0.7.3 ships its types (lib/index.d.ts) but its package.json "exports" do not point at them, so
// TypeScript's bundler resolution cannot find them. The part the account export (and its test) uses, as fflate declares it.
declare module 'fflate' {
  export interface ZipOptions {
    /** 0 (stored) to 9. */
    level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
    mtime?: string | number | Date
  }
  export type ZippableFile = Uint8Array | Zippable | [Uint8Array | Zippable, ZipOptions]
  export interface Zippable {
    [path: string]: ZippableFile
  }
  export function strToU8(str: string, latin1?: boolean): Uint8Array
  export function zipSync(data: Zippable, opts?: ZipOptions): Uint8Array
  export function strFromU8(dat: Uint8Array, latin1?: boolean): string
  export function unzipSync(data: Uint8Array): Record<string, Uint8Array>
}
