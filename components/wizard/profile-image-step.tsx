'use client'
import { ImagePlus } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { ImageUploadButton } from '@/components/upload/image-upload-button'
import { useSubmitStep } from './use-submit-step'
import { WizardFrame } from './wizard-frame'

export function ProfileImageStep({ initial, businessName }: { initial: string | null; businessName: string }) {
  const [profileImg, setProfileImg] = useState(initial)
  const [uploading, setUploading] = useState(false)
  const { submit, busy } = useSubmitStep('profileImg')
  return (
    <WizardFrame
      step="profileImg"
      title="Profile Image"
      subtitle="Upload your profile Image"
      nextDisabled={!profileImg || uploading}
      busy={busy}
      onNext={() => submit({ profileImg })}
      onSkip={() => submit({})}
    >
      <div className="flex flex-col items-center rounded-card bg-white p-6 shadow-card">
        <Avatar name={businessName} src={profileImg} className="size-32 text-3xl" />
        <p className="mt-4 text-center text-sm text-muted">A clear photo of you or your logo. It shows on your website and your review cards.</p>
        <ImageUploadButton className="mt-4" onUploaded={setProfileImg} onBusyChange={setUploading}>
          <ImagePlus className="size-4" aria-hidden="true" />
          {profileImg ? 'Choose another photo' : 'Upload a photo'}
        </ImageUploadButton>
      </div>
    </WizardFrame>
  )
}
