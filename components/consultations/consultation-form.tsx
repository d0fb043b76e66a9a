'use client'
// A party member's consultation form, opened from her own private link: the artist's questions, her
// consent to photos, and her explicit consent before any health detail is kept (Australian Privacy Act).
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, ShieldCheck } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, RequiredNote } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { TextField } from '@/components/ui/text-field'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatDay } from '@/lib/appointments/describe'
import { QUESTIONS, asksHealth, type QuestionKey } from '@/lib/consultations/questions'
import { consultationAnswerBody, type ConsultationAnswer, type ConsultationAnswerInput, type ConsultationFormView } from '@/lib/consultations/schema'
import { cn } from '@/lib/ui/cn'
import { refusedFields } from '@/lib/ui/refused-fields'

type TextKey = Extract<QuestionKey, 'skinType' | 'skinConcerns' | 'allergies' | 'sensitivities' | 'recentTreatments' | 'inspiration'>

function YesNo({
  id,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  hint?: string
  value: boolean | null | undefined
  onChange: (value: boolean) => void
  error?: string
}) {
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <div className="grid grid-cols-2 gap-2 pt-1">
        {[true, false].map((option) => (
          <button
            key={String(option)}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={cn(
              'h-12 rounded-2xl border text-[15px] font-semibold',
              value === option ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink',
            )}
          >
            {option ? 'Yes' : 'No'}
          </button>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

export function ConsultationFormCard({ token, form: view }: { token: string; form: ConsultationFormView }) {
  const [answeredAt, setAnsweredAt] = useState<string | null>(null)
  const { run } = useMutation()
  const form = useForm<ConsultationAnswerInput, unknown, ConsultationAnswer>({
    resolver: zodResolver(consultationAnswerBody),
    defaultValues: { name: view.name ?? '', email: '', healthConsent: false },
  })
  const { register, control, handleSubmit, formState, setError } = form
  const errors = formState.errors
  const asked = new Set(view.questions)
  const first = view.businessName

  const submit = handleSubmit((input, event) =>
    run(
      async () => {
        const answer = await api<{ answeredAt: string }>(`/v1/consultation-form/${encodeURIComponent(token)}`, { method: 'POST', body: input })
        setAnsweredAt(answer.answeredAt)
      },
      { fieldErrors: refusedFields(setError), focus: () => event?.target, fallback: 'Your answers could not be sent. Please try again.' },
    ),
  )

  if (answeredAt)
    return (
      <section className="rounded-card bg-white p-6 text-center shadow-card" aria-live="polite">
        <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
        <h1 className="mt-4 font-display text-2xl font-semibold">Thank you!</h1>
        <p className="mt-2 text-[15px] leading-6 text-muted wrap-anywhere">{first} has your answers. You can open this link again to change them.</p>
      </section>
    )

  const text = (key: TextKey, rows = 2) => {
    if (!asked.has(key)) return null
    const question = QUESTIONS[key]
    return (
      <Field id={`consult-${key}`} label={question.prompt} hint={question.hint} error={errors[key]?.message}>
        <Textarea id={`consult-${key}`} rows={rows} aria-invalid={Boolean(errors[key])} {...register(key)} />
      </Field>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <section className="rounded-card bg-white p-5 shadow-card">
        <p className="text-sm font-semibold text-brand-700">{view.person}</p>
        <h1 className="mt-1 font-display text-2xl leading-tight font-semibold wrap-anywhere">Your consultation with {view.businessName}</h1>
        <p className="mt-2 text-[15px] leading-6 text-muted">
          For {formatDay(view.date, 'EEEE d MMMM yyyy')}. A few questions so your makeup suits you and your skin on the day.
        </p>
        {view.answeredAt ? (
          <p className="mt-3 rounded-2xl bg-stone-50 px-4 py-3 text-sm text-muted">
            You answered on {formatDay(view.answeredAt.slice(0, 10), 'd MMMM yyyy')}. Send the form again to change your answers.
          </p>
        ) : null}
      </section>

      <section className="space-y-4 rounded-card bg-white p-5 shadow-card">
        <RequiredNote />
        <TextField id="consult-name" label="Your name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          id="consult-email"
          label="Your email"
          type="email"
          autoComplete="email"
          hint="Optional: so she knows it is you next time"
          error={errors.email?.message}
          {...register('email')}
        />
      </section>

      <section className="space-y-4 rounded-card bg-white p-5 shadow-card">
        {asked.has('skinType') ? (
          <TextField
            id="consult-skinType"
            label={QUESTIONS.skinType.prompt}
            hint={QUESTIONS.skinType.hint}
            error={errors.skinType?.message}
            {...register('skinType')}
          />
        ) : null}
        {text('skinConcerns')}
        {text('allergies')}
        {text('sensitivities')}
        {text('recentTreatments')}
        {asked.has('contactLenses') ? (
          <Controller
            control={control}
            name="contactLenses"
            render={({ field }) => (
              <YesNo
                id="consult-contactLenses"
                label={QUESTIONS.contactLenses.prompt}
                value={field.value}
                onChange={field.onChange}
                error={errors.contactLenses?.message}
              />
            )}
          />
        ) : null}
        {text('inspiration', 3)}
        {asked.has('photoConsent') ? (
          <Controller
            control={control}
            name="photoConsent"
            render={({ field }) => (
              <YesNo
                id="consult-photoConsent"
                label={QUESTIONS.photoConsent.prompt}
                hint={QUESTIONS.photoConsent.hint}
                value={field.value}
                onChange={field.onChange}
                error={errors.photoConsent?.message}
              />
            )}
          />
        ) : null}
      </section>

      {asksHealth(view.questions) ? (
        <section className="rounded-card bg-white p-5 shadow-card">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-6 shrink-0 accent-brand-600"
              aria-invalid={Boolean(errors.healthConsent)}
              aria-describedby={errors.healthConsent ? 'consult-healthConsent-error' : undefined}
              {...register('healthConsent')}
            />
            <span className="text-[15px] leading-6">
              I agree that {view.businessName} may keep the health details I give here (allergies, skin, treatments, contact lenses) to do my makeup safely.
              Only she sees them.
            </span>
          </label>
          {errors.healthConsent ? (
            <p id="consult-healthConsent-error" className="mt-2 text-sm text-danger" role="alert">
              {errors.healthConsent.message}
            </p>
          ) : null}
          <p className="mt-3 flex items-start gap-2 text-sm text-muted">
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Health details are sensitive information under the Australian Privacy Act. Read our{' '}
              <Link href="/privacy" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
                privacy notice
              </Link>
              .
            </span>
          </p>
        </section>
      ) : null}

      <Button type="submit" size="lg" block loading={formState.isSubmitting}>
        Send my answers
      </Button>
    </form>
  )
}
