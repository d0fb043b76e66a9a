'use client'
// Her beauty profile: skin, allergies and sensitivities (shown in red on her gigs), contact lenses, lash
// and brow notes, and the shades that match her (brand, product, shade), a list in her order.
import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, X } from 'lucide-react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { Switch } from '@/components/ui/switch'
import { TextField } from '@/components/ui/text-field'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { beautyProfileBody, MAX_SHADES, type BeautyProfileBody, type BeautyProfileInput, type ClientResponse } from '@/lib/clients/schema'
import { clientKey } from '@/lib/swr/use-clients'
import { refusedFields } from '@/lib/ui/refused-fields'

const valuesOf = (client: ClientResponse): BeautyProfileInput => ({
  skinType: client.skinType ?? '',
  skinConcerns: client.skinConcerns ?? '',
  allergies: client.allergies ?? '',
  sensitivities: client.sensitivities ?? '',
  contactLenses: client.contactLenses,
  lashNotes: client.lashNotes ?? '',
  browNotes: client.browNotes ?? '',
  shades: client.shades,
})

export function BeautyProfileSheet({
  open,
  onOpenChange,
  client,
  onSaved,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  client: ClientResponse
  onSaved: (client: ClientResponse) => Promise<unknown>
}) {
  const { run } = useMutation()
  const form = useForm<BeautyProfileInput, unknown, BeautyProfileBody>({ resolver: zodResolver(beautyProfileBody), values: valuesOf(client) })
  const { register, control, handleSubmit, formState, setError } = form
  const shades = useFieldArray({ control, name: 'shades' })
  const errors = formState.errors

  const save = handleSubmit((input) =>
    run(
      async () => {
        await onSaved(await api<ClientResponse>(`${clientKey(client._id)}/profile`, { method: 'PUT', body: input }))
        onOpenChange(false)
      },
      { success: 'Beauty profile saved', fieldErrors: refusedFields(setError) },
    ),
  )

  const area = (name: 'skinConcerns' | 'allergies' | 'sensitivities' | 'lashNotes' | 'browNotes', label: string, placeholder: string) => (
    <Field id={`profile-${name}`} label={label} error={errors[name]?.message}>
      <Textarea id={`profile-${name}`} rows={2} placeholder={placeholder} aria-invalid={Boolean(errors[name])} {...register(name)} />
    </Field>
  )

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Beauty profile" description={`What you know of ${client.name}’s skin, and what suits her.`}>
      <form onSubmit={save} className="space-y-4" noValidate>
        <TextField id="profile-skinType" label="Skin type" placeholder="Dry, oily, combination…" error={errors.skinType?.message} {...register('skinType')} />
        {area('skinConcerns', 'Skin concerns', 'Redness, breakouts, fine lines…')}
        {area('allergies', 'Allergies', 'Latex lash glue, nickel…')}
        {area('sensitivities', 'Sensitivities', 'Fragrance, retinol…')}
        <Controller
          control={control}
          name="contactLenses"
          render={({ field }) => (
            <label className="flex items-center justify-between gap-3 rounded-2xl bg-stone-50 px-4 py-3 font-semibold">
              Wears contact lenses
              <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} />
            </label>
          )}
        />
        {area('lashNotes', 'Lash notes', 'Her lash style, length, glue…')}
        {area('browNotes', 'Brow notes', 'Shape, tint…')}

        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">Shade matches</legend>
          {shades.fields.length === 0 ? <p className="text-sm text-muted">No shades yet: add the ones that match her.</p> : null}
          <ul className="space-y-2" aria-label="Shades">
            {shades.fields.map((shade, index) => {
              const shadeErrors = errors.shades?.[index]
              return (
                <li key={shade.id} className="flex items-start gap-2 rounded-2xl border border-line p-2">
                  <div className="grid min-w-0 flex-1 grid-cols-2 gap-2">
                    <Input
                      aria-label={`Brand ${index + 1}`}
                      placeholder="Brand"
                      aria-invalid={Boolean(shadeErrors?.brand)}
                      {...register(`shades.${index}.brand`)}
                    />
                    <Input
                      aria-label={`Shade ${index + 1}`}
                      placeholder="Shade"
                      aria-invalid={Boolean(shadeErrors?.shade)}
                      {...register(`shades.${index}.shade`)}
                    />
                    <Input
                      aria-label={`Product ${index + 1}`}
                      placeholder="Product"
                      className="col-span-2"
                      aria-invalid={Boolean(shadeErrors?.product)}
                      {...register(`shades.${index}.product`)}
                    />
                    {shadeErrors ? (
                      <p className="col-span-2 text-sm text-danger" role="alert">
                        {shadeErrors.brand?.message ?? shadeErrors.product?.message ?? shadeErrors.shade?.message}
                      </p>
                    ) : null}
                  </div>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove shade ${index + 1}`} onClick={() => shades.remove(index)}>
                    <X aria-hidden="true" />
                  </Button>
                </li>
              )
            })}
          </ul>
          {shades.fields.length < MAX_SHADES ? (
            <Button type="button" variant="secondary" block onClick={() => shades.append({ brand: '', product: '', shade: '' })}>
              <Plus aria-hidden="true" /> Add a shade
            </Button>
          ) : null}
        </fieldset>

        <Button type="submit" block loading={formState.isSubmitting}>
          Save profile
        </Button>
      </form>
    </Sheet>
  )
}
