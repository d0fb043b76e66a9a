'use client'
import { useEffect, useRef, useState } from 'react'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useProfile } from '@/lib/swr/use-profile'
import { slugify } from '@/lib/users/slug'
import { useSubmitStep } from './use-submit-step'
import { WizardFrame } from './wizard-frame'

/** `siteAddress` shows where the site will live, with {slug} where the name goes. */
export function BusinessNameStep({ initial, siteAddress }: { initial: string; siteAddress: string }) {
  const [businessName, setBusinessName] = useState(initial)
  const input = useRef<HTMLInputElement>(null)
  // The name typed but not sent yet survives a reload of this tab.
  const draftKey = `glowfolio:wizard-business-name:${useProfile().user._id}`
  // On a slow phone the page shows before its script runs, and what is typed meanwhile never reaches
  // React: take it over once hydrated, or Next stays disabled beside a filled-in name.
  useEffect(() => {
    const typed = input.current?.value || (initial ? '' : sessionStorage.getItem(draftKey))
    if (typed) setBusinessName(typed)
  }, [initial, draftKey])
  function change(value: string) {
    setBusinessName(value)
    sessionStorage.setItem(draftKey, value)
  }
  const { submit, busy } = useSubmitStep('businessName')
  const slug = slugify(businessName)
  return (
    <WizardFrame
      step="businessName"
      title="Your business profile"
      subtitle="We'll set you up with your own free business website"
      nextDisabled={!businessName.trim()}
      busy={busy}
      onNext={() => submit({ businessName })}
    >
      <Field
        id="business-name"
        label="Business name"
        hint={slug ? `Your website: ${siteAddress.replace('{slug}', slug)}` : 'It will be the name of your website'}
      >
        <Input
          ref={input}
          id="business-name"
          autoFocus
          autoComplete="organization"
          maxLength={80}
          value={businessName}
          onChange={(e) => change(e.target.value)}
          placeholder="e.g. Glow by Mia"
        />
      </Field>
    </WizardFrame>
  )
}
