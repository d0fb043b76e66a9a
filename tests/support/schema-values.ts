// Values made from a route's own zod schemas (read as JSON Schema, the input side): a valid example with
// chosen values in chosen fields, for the authorization matrix; and fast-check arbitraries that mix
// valid values with wrong types, out-of-bounds lengths and numbers, hostile unicode, missing and extra
// fields, for the fuzz suite. Both follow the schema's shape, so they reach the code behind the parser.
import fc from 'fast-check'
import { z } from 'zod'

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  default?: unknown
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type)

/** A value of `key` to use instead of an invented one (say, an id of a given owner); OMIT leaves it out. */
export type Hint = (key: string) => unknown
export const OMIT = Symbol('omit')

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/photo.jpg'
  if (schema.format === 'email') return 'someone@example.com'
  if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength }), { seed: 7, numRuns: 1 })[0]
  const min = schema.minLength ?? 0
  const max = schema.maxLength ?? 40
  return 'Example text that is long enough'.padEnd(min, '.').slice(0, Math.max(min, Math.min(max, 24)))
}

/** A valid value of the schema, with `hint(key)` wherever it names a value for a property. */
export function exampleOf(schema: JsonSchema, hint: Hint = () => undefined): unknown {
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum[0]
  const branches = schema.anyOf ?? schema.oneOf
  if (branches) return exampleOf(branches.find((branch) => typeOf(branch) !== 'null') ?? branches[0], hint)
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => hint(key) !== OMIT)
          .map(([key, property]) => [key, hint(key) ?? exampleOf(property, hint)]),
      )
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1)
      return Array.from({ length: count }, () => exampleOf(schema.items ?? {}, hint))
    }
    case 'string':
      return exampleString(schema)
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
      return Math.min(Math.max(1, low), schema.maximum ?? Number.MAX_SAFE_INTEGER)
    }
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return 'example'
  }
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\u202egnp.exe',
  '\u200b\u200d\ufeff',
  '\ud800',
  'e\u0301\u0301\u0301\u0301',
  '💄👩🏽‍🎨'.repeat(50),
  'مرحبا بالعالم',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  '__proto__',
  'https://169.254.169.254/latest/meta-data/',
  'javascript:alert(1)',
]

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
)

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER, 2 ** 31, 1e-7),
  fc.double({ noNaN: true }),
  fc.integer(),
)

/** A value of some other type than the schema's. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const others: Record<string, fc.Arbitrary<unknown>> = {
    string: hostileString,
    number: hostileNumber,
    boolean: fc.boolean(),
    array: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }),
    object: fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(hostileString, hostileNumber), { maxKeys: 3 }),
    null: fc.constant(null),
  }
  const type = typeOf(schema) === 'integer' ? 'number' : typeOf(schema)
  return fc.oneof(
    ...Object.entries(others)
      .filter(([name]) => name !== type)
      .map(([, arbitrary]) => arbitrary),
  )
}

/** Just past the schema's bounds: one character or item too many or too few, a number outside its range. */
function outOfBounds(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  switch (typeOf(schema)) {
    case 'string':
      return fc.constantFrom('x'.repeat((schema.maxLength ?? 10_000) + 1), 'x'.repeat(200_000), ...(schema.minLength ? ['x'.repeat(schema.minLength - 1)] : []))
    case 'integer':
    case 'number':
      return fc.constantFrom(
        ...[
          schema.minimum !== undefined ? schema.minimum - 1 : -1e21,
          schema.maximum !== undefined ? schema.maximum + 1 : 1e21,
          ...(typeOf(schema) === 'integer' ? [1.5] : []),
        ],
      )
    case 'array':
      return fc.array(validOf(schema.items ?? {}), { minLength: (schema.maxItems ?? 500) + 1, maxLength: (schema.maxItems ?? 500) + 1 }).map((items) => items)
    default:
      return null
  }
}

/** Values the schema accepts (bounded, so runs stay quick). */
export function validOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const branches = schema.anyOf ?? schema.oneOf
  if (branches) return fc.oneof(...branches.map(validOf))
  switch (typeOf(schema)) {
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validOf(property)])), {
        requiredKeys: schema.required ?? [],
      })
    case 'array':
      return fc.array(validOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      })
    case 'string':
      if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl()
      if (schema.format === 'email') return fc.emailAddress()
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength })
      return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, Math.max(schema.minLength ?? 0, 40)) })
    case 'integer':
      return fc.integer({ min: schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1, max: Math.min(schema.maximum ?? 1_000_000, 1_000_000_000) })
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** Mostly valid, sometimes the wrong type, out of bounds, hostile text or null. */
export function hostileOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const type = typeOf(schema)
  const valid =
    type === 'object' && depth < 3 && schema.properties
      ? objectOf(schema, depth + 1)
      : type === 'array' && depth < 3 && schema.items
        ? fc.array(hostileOf(schema.items, depth + 1), { maxLength: 4 })
        : validOf(schema)
  const bounds = outOfBounds(schema)
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 2, arbitrary: wrongType(schema) },
    ...(bounds ? [{ weight: 1, arbitrary: bounds }] : []),
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constant(null) },
  )
}

/** An object of the schema's fields, each perhaps missing or hostile, with perhaps a few extra fields. */
export function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, hostileOf(property, depth)])), {
    requiredKeys: [],
  })
  const extra = fc.option(
    fc.dictionary(
      fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'userId', 'id', '_id', 'status', 'isAdmin')),
      fc.oneof(hostileString, hostileNumber, fc.boolean()),
      { maxKeys: 3 },
    ),
    { nil: undefined },
  )
  return fc.tuple(fields, extra).map(([object, more]) => ({ ...more, ...object }))
}

/** Bodies for a route: shaped by its schema (all valid, or hostile field by field), or any JSON at all. */
export function bodiesOf(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 4 }))
  const json = jsonSchemaOf(schema)
  const shaped = typeOf(json) === 'object' ? objectOf(json) : hostileOf(json)
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 2, arbitrary: validOf(json) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) })
}

/** Query strings for a route: its own parameters, valid or hostile, as text, plus strangers. */
export function queriesOf(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, string>> {
  const json = schema ? jsonSchemaOf(schema) : {}
  const asText = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))
  const own = fc.record(Object.fromEntries(Object.entries(json.properties ?? {}).map(([key, property]) => [key, asText(hostileOf(property))])), {
    requiredKeys: [],
  })
  const strangers = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), hostileString, { maxKeys: 2 })
  return fc.tuple(own, strangers).map(([mine, theirs]) => ({ ...theirs, ...mine }) as Record<string, string>)
}
