'use client'
import { useState } from 'react'
import { KitPicker } from '@/components/kit/kit-picker'
import type { KitItem } from '@/lib/kit/schema'
import { useSubmitStep } from './use-submit-step'
import { WizardFrame } from './wizard-frame'

export function KitStep({ initial }: { initial: KitItem[] }) {
  const [kit, setKit] = useState(initial)
  const { submit, busy } = useSubmitStep('kit')
  return (
    <WizardFrame
      step="kit"
      title="My Kit"
      subtitle="What brands do you carry in your kit"
      nextDisabled={kit.length === 0}
      busy={busy}
      onNext={() => submit({ kit })}
      onSkip={() => submit({})}
    >
      <KitPicker kit={kit} onChange={setKit} />
    </WizardFrame>
  )
}
