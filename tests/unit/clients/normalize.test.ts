import { describe, expect, it } from 'vitest'
import { normalizeEmail, normalizePhone } from '@/lib/clients/normalize'
import { beautyProfileBody, createClientBody } from '@/lib/clients/schema'

describe('matching forms', () => {
  it('lower-cases and trims an e-mail; a blank one is none', () => {
    expect(normalizeEmail('  Olivia@Example.COM ')).toBe('olivia@example.com')
    expect(normalizeEmail('')).toBeNull()
    expect(normalizeEmail(null)).toBeNull()
  })

  it('writes a mobile in E.164 however it was typed, and drops what is no number', () => {
    for (const typed of ['0412 345 678', '0412345678', '+61 412 345 678', '+61412345678']) expect(normalizePhone(typed)).toBe('+61412345678')
    expect(normalizePhone('+44 7911 123456')).toBe('+447911123456')
    expect(normalizePhone('12')).toBeNull()
    expect(normalizePhone(' ')).toBeNull()
  })
})

describe('client schemas', () => {
  it('stores her mobile in E.164, blanks as none, and each tag once', () => {
    expect(createClientBody.parse({ name: 'Ruby', email: '', phone: '0433 444 555', tags: ['VIP', 'VIP', 'bride'] })).toEqual({
      name: 'Ruby',
      email: null,
      phone: '+61433444555',
      tags: ['VIP', 'bride'],
    })
  })

  it('takes a beauty profile with blanks as none and shades in order', () => {
    const profile = beautyProfileBody.parse({ skinType: ' ', allergies: 'Latex', shades: [{ brand: 'MAC', product: 'Studio Fix', shade: 'NC25' }] })
    expect(profile).toMatchObject({
      skinType: null,
      allergies: 'Latex',
      contactLenses: false,
      shades: [{ brand: 'MAC', product: 'Studio Fix', shade: 'NC25' }],
    })
  })
})
