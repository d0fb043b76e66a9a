'use client'
// The consultation form's questions: the bridal defaults, each one on or off. The form goes out with every
// offer and quote; with none on, it does not go out.
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { Switch } from '@/components/ui/switch'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { QUESTION_KEYS, QUESTIONS, asksHealth, type QuestionKey } from '@/lib/consultations/questions'
import type { ConsultationSettings } from '@/lib/consultations/schema'

export function QuestionsSheet({
  open,
  onOpenChange,
  questions,
  onSaved,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  questions: QuestionKey[]
  onSaved: (questions: QuestionKey[]) => void
}) {
  const [chosen, setChosen] = useState(new Set(questions))
  const { run, busy } = useMutation()
  const toggle = (key: QuestionKey, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  const picked = QUESTION_KEYS.filter((key) => chosen.has(key))

  const save = () =>
    run(
      async () => {
        const saved = await api<ConsultationSettings>('/v1/consultation-settings', { method: 'PUT', body: { questions: picked } })
        onSaved(saved.questions)
        onOpenChange(false)
      },
      { success: picked.length ? 'Consultation questions saved' : 'Consultation form turned off' },
    )

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Consultation form"
      description="Goes out with every offer and quote: one private link for each person in the party. Her answers fill her beauty profile."
    >
      <ul className="divide-y divide-line rounded-2xl bg-stone-50" aria-label="Questions">
        {QUESTION_KEYS.map((key) => (
          <li key={key}>
            <label className="flex min-h-14 items-center justify-between gap-3 px-4 py-2.5">
              <span className="min-w-0">
                <span className="block font-semibold">{QUESTIONS[key].label}</span>
                <span className="block text-sm text-muted">{QUESTIONS[key].prompt}</span>
              </span>
              <Switch checked={chosen.has(key)} onCheckedChange={(on) => toggle(key, on)} aria-label={QUESTIONS[key].label} />
            </label>
          </li>
        ))}
      </ul>
      {asksHealth(picked) ? (
        <p className="mt-3 flex items-start gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Health details are kept only when she ticks the consent box on the form, and only you see them.</span>
        </p>
      ) : null}
      <Button size="lg" block className="mt-5" onClick={save} loading={busy}>
        Save questions
      </Button>
    </Sheet>
  )
}
