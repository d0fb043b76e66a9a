'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { supportBody } from '@/lib/support/schema'

export function SupportForm() {
  const { register, handleSubmit, formState, reset, control } = useForm({ resolver: zodResolver(supportBody), defaultValues: { subject: '', message: '' } })
  const [subject, message] = useWatch({ control, name: ['subject', 'message'] })
  const { run } = useMutation()
  const send = handleSubmit((values) =>
    run(
      async () => {
        await api('/v1/support', { method: 'POST', body: values })
        reset()
      },
      { success: 'Message sent. We will reply by email.' },
    ),
  )
  return (
    <form onSubmit={send} className="space-y-4" noValidate>
      <Field id="subject" label="Subject" error={formState.errors.subject?.message}>
        <Input id="subject" {...register('subject')} maxLength={150} />
      </Field>
      <Field id="message" label="Message" error={formState.errors.message?.message}>
        <Textarea id="message" rows={5} {...register('message')} />
      </Field>
      <Button type="submit" block loading={formState.isSubmitting} disabled={!subject?.trim() || !message?.trim()}>
        Send
      </Button>
    </form>
  )
}
