'use client'
// Someone she met outside the app (a walk-in, an editorial shoot): her name and, if she has them, her
// mobile and e-mail. Her page opens once she is added.
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { mutate } from 'swr'
import { Button } from '@/components/ui/button'
import { PhoneField } from '@/components/ui/phone-field'
import { Sheet } from '@/components/ui/sheet'
import { TextField } from '@/components/ui/text-field'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { createClientBody, type ClientResponse, type CreateClientBody, type CreateClientInput } from '@/lib/clients/schema'
import { CLIENTS_KEY } from '@/lib/swr/use-clients'
import { refusedFields } from '@/lib/ui/refused-fields'

export function AddClientSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter()
  const { run, idempotencyKey } = useMutation()
  const { register, control, handleSubmit, formState, setError } = useForm<CreateClientInput, unknown, CreateClientBody>({
    resolver: zodResolver(createClientBody),
    defaultValues: { name: '', email: '', phone: '', tags: [] },
  })

  const save = handleSubmit((input) =>
    run(
      async () => {
        const client = await api<ClientResponse>(CLIENTS_KEY, { method: 'POST', body: input, idempotencyKey })
        // Every cached list (each search, order and tag) may now hold her.
        await mutate((key) => typeof key === 'string' && key.startsWith(`${CLIENTS_KEY}?`))
        router.push(`/dashboard/clients/${client._id}`)
      },
      { success: 'Client added', keepBusy: true, fieldErrors: refusedFields(setError) },
    ),
  )

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Add a client" description="Her name, and her mobile or email if you have them.">
      <form onSubmit={save} className="space-y-4" noValidate>
        <TextField id="client-name" label="Name" autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
        <PhoneField control={control} name="phone" id="client-phone" />
        <TextField id="client-email" label="Email" type="email" error={formState.errors.email?.message} {...register('email')} />
        <Button type="submit" block loading={formState.isSubmitting}>
          Add client
        </Button>
      </form>
    </Sheet>
  )
}
