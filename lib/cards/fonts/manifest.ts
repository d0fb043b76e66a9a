// The shape of lib/cards/fonts/manifest.json, written by scripts/vendor-card-fonts.ts.

/** Satori's locale codes for the scripts we ship a font for. */
export type ScriptLocale = 'ja-JP' | 'ko-KR' | 'zh-CN' | 'zh-TW' | 'zh-HK' | 'th-TH' | 'bn-IN' | 'ar-AR' | 'ta-IN' | 'he-IL' | 'devanagari'

export type FontManifestEntry = {
  family: string
  /** fontsource's subset: "latin", "latin-ext", "cyrillic"…, or a CJK chunk number. */
  subset: string
  weight: number
  style: 'normal' | 'italic'
  /** Relative to lib/cards/fonts. */
  file: string
  /** The code points the file covers, as inclusive [start, end] pairs. */
  ranges: Array<[number, number]>
}

export type FontManifest = {
  /** Loaded with the renderer: the card families, for Latin, Cyrillic, Greek and Vietnamese text. */
  core: FontManifestEntry[]
  /** Loaded the first time a text needs them. */
  scripts: Array<FontManifestEntry & { locales: ScriptLocale[] }>
}
