'use client'
import { AtSign } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useMutation } from '@/components/ui/use-mutation'
import { api, errorMessage } from '@/lib/api/client'
import type { InstagramProfileResponse } from '@/lib/instagram/schema'
import { normaliseHandle } from '@/lib/instagram/types'
import { useSubmitStep } from './use-submit-step'
import { WizardFrame } from './wizard-frame'

export function InstagramUsernameStep({ initial }: { initial: string }) {
  const [handle, setHandle] = useState(initial)
  const lookup = useMutation()
  const [profile, setProfile] = useState<InstagramProfileResponse | null>(null)
  const [error, setError] = useState<string>()
  const { submit, busy } = useSubmitStep('instaUsername')

  function verify() {
    setError(undefined)
    lookup.run(async () => setProfile(await api<InstagramProfileResponse>(`/v1/users/${encodeURIComponent(normaliseHandle(handle))}`)), {
      onError: (failure) => setError(errorMessage(failure)),
    })
  }

  return (
    <WizardFrame
      step="instaUsername"
      title="Your Instagram"
      subtitle="We'll link your website to your Instagram profile"
      nextDisabled={!handle.trim() || profile !== null}
      busy={lookup.busy || busy}
      onNext={verify}
      onSkip={() => submit({})}
    >
      {profile ? (
        <div className="rounded-card bg-white p-5 text-center shadow-card">
          <Avatar name={profile.username} src={profile.profile_picture} className="mx-auto size-20" />
          <p className="mt-3 font-semibold">@{profile.username}</p>
          {profile.full_name ? <p className="text-sm text-muted">{profile.full_name}</p> : null}
          <p className="mt-5 font-display text-xl font-semibold">Is this your instagram profile?</p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setProfile(null)
                setHandle('')
              }}
            >
              No
            </Button>
            <Button type="button" loading={busy} onClick={() => submit({ instaUsername: profile.username })}>
              Yes
            </Button>
          </div>
        </div>
      ) : (
        <Field id="handle" label="Instagram username" error={error}>
          <div className="relative">
            <AtSign className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-400" aria-hidden="true" />
            <Input
              id="handle"
              className="pl-11"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={handle}
              onChange={(e) => {
                setHandle(e.target.value)
                setError(undefined)
              }}
              placeholder="yourbusiness"
              aria-invalid={Boolean(error)}
            />
          </div>
        </Field>
      )}
    </WizardFrame>
  )
}
