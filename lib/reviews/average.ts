/** The average of 1-5 scores rounded to one decimal (halves up), or null for none. */
export function averageScore(sum: number, count: number): number | null {
  if (count === 0) return null
  return Math.round((sum * 10) / count) / 10
}
