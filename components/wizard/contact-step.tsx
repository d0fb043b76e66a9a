'use client'
import { useState } from 'react'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PhoneInput } from '@/components/ui/phone-input'
import { useSubmitStep } from './use-submit-step'
import { WizardFrame } from './wizard-frame'

export const ADDRESS_HINT = "We recommend putting in the suburb or area, it helps customers know your're local"

export function ContactStep({ initial }: { initial: { mobile: string; city: string } }) {
  const [mobile, setMobile] = useState<string | undefined>(initial.mobile || undefined)
  const [city, setCity] = useState(initial.city)
  const { submit, busy } = useSubmitStep('contact')
  return (
    <WizardFrame
      step="contact"
      title="Contact Details"
      subtitle="How can customers get in touch with you"
      nextDisabled={!mobile || !city.trim()}
      busy={busy}
      onNext={() => submit({ mobile, location: { city } })}
      onSkip={() => submit({})}
    >
      <div className="space-y-5">
        <Field id="mobile" label="Mobile">
          <PhoneInput id="mobile" value={mobile} onChange={setMobile} />
        </Field>
        <Field id="address" label="Address" hint={ADDRESS_HINT}>
          <Input id="address" autoComplete="address-level2" value={city} onChange={(e) => setCity(e.target.value)} placeholder="e.g. Bondi, Sydney" />
        </Field>
      </div>
    </WizardFrame>
  )
}
