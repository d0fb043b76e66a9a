// The Australian Business Number: 11 digits whose weighted sum, after taking 1 from the first digit, is a
// multiple of 89 (the ATO's published check).
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]

/** The digits alone: "51 824 753 556" → "51824753556". */
export const abnDigits = (value: string) => value.replace(/\s+/g, '')

export function isValidAbn(value: string): boolean {
  const digits = abnDigits(value)
  if (!/^\d{11}$/.test(digits)) return false
  const sum = [...digits].reduce((total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * WEIGHTS[index], 0)
  return sum % 89 === 0
}

/** As the ATO writes it: "51 824 753 556". */
export const formatAbn = (value: string) => abnDigits(value).replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')
