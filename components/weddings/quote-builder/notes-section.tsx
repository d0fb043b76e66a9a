'use client'
// A note to the bride, the owner's own terms, and saving the quote as her usual wedding.
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { section, sectionTitle } from './parts'
import { useQuoteForm } from './use-quote'

export function NotesSection({ onKeepAsUsual }: { onKeepAsUsual: () => void }) {
  const { register, formState } = useQuoteForm()
  const errors = formState.errors
  return (
    <section className={section} aria-labelledby="notes-heading">
      <h2 id="notes-heading" className={sectionTitle}>
        Notes and terms
      </h2>
      <Field id="notes" label="A note to the bride" hint="Shown above the quote." error={errors.notes?.message}>
        <Textarea id="notes" rows={3} placeholder="Congratulations! Here is everything for your day…" {...register('notes')} />
      </Field>
      <Field id="terms" label="Your own terms" hint="Added to the contract she signs, after the payment and cancellation terms." error={errors.terms?.message}>
        <Textarea id="terms" rows={4} placeholder="Touch-ups after 2 pm are charged by the hour…" {...register('terms')} />
      </Field>
      <Button type="button" variant="outline" block onClick={onKeepAsUsual}>
        Save as my usual wedding
      </Button>
      <p className="text-sm text-muted">Your party, trial run, retainer and terms: your next wedding quote starts from them.</p>
    </section>
  )
}
