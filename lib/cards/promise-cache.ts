// A bounded in-memory cache of results still being made or made already, by key: the least recently
// used go first, and a failure is forgotten so the next call tries again.
export function promiseCache<T>(maxEntries: number) {
  const entries = new Map<string, Promise<T>>()
  return {
    remember(key: string, make: () => Promise<T>): Promise<T> {
      let entry = entries.get(key)
      if (entry) {
        entries.delete(key)
      } else {
        entry = make()
        entry.catch(() => entries.delete(key))
      }
      entries.set(key, entry)
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      return entry
    },
    clear: () => entries.clear(),
  }
}
