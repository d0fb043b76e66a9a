// A form's zod resolver whose schema, and zod with it (about 30 KB), load on the form's first check
// rather than with its screen: for forms that are a screen's first sight (Edit profile, the quote). The
// schema is still the one the route validates with.
import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<ZodType<Output, Input>>): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => zodResolver(schema))
    return (await resolver)(values, context, options)
  }
}
