'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { api, errorMessage } from '@/lib/api/client'
import { supportBody } from '@/lib/support/schema'

export function SupportForm() {
  const { register, handleSubmit, formState, reset, control } = useForm({ resolver: zodResolver(supportBody), defaultValues: { subject: '', message: '' } })
  const [subject, message] = useWatch({ control, name: ['subject', 'message'] })
  const send = handleSubmit(async (values) => {
    try {
      await api('/v1/support', { method: 'POST', body: values })
      toast.success('Message sent. We will reply by email.')
      reset()
    } catch (error) {
      toast.error(errorMessage(error))
    }
  })
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
