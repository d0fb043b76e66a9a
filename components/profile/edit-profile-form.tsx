'use client'
// Edit profile: every field of the spec, validated with the same schema the API uses.
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useState } from 'react'
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { toast } from '@/components/ui/toast'
import { ProUpsellSheet } from '@/components/pro/pro-upsell-sheet'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PhoneField } from '@/components/ui/phone-field'
import { Switch } from '@/components/ui/switch'
import { useUnsavedChanges } from '@/components/ui/unsaved-changes'
import { useMutation } from '@/components/ui/use-mutation'
import { ImageUploadButton } from '@/components/upload/image-upload-button'
import { api } from '@/lib/api/client'
import { NO_PASSWORD_YET } from '@/lib/auth/messages'
import { unsizedPhoto, type StoredPhoto } from '@/lib/images/photo'
import type { KitItem } from '@/lib/kit/schema'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { normaliseDomain } from '@/lib/users/custom-domain'
import { lazyZodResolver } from '@/lib/ui/lazy-zod-resolver'
import type { DomainVerification, UserResponse } from '@/lib/users/schema'
import { AutoplayPreview } from './autoplay-preview'
import { CoverPhotos } from './cover-photos'
import { BioField } from './bio-field'
import { KitEditor } from './kit-editor'

// Shown only to an owner who set her own domain: its code comes with the page only then.
const CustomDomainStatus = dynamic(() => import('./custom-domain-status').then((module) => module.CustomDomainStatus))

export type ProfileFormValues = {
  businessName: string
  slogan: string
  profileImg: string | null
  coverImgs: string[]
  imgAutoplay: boolean
  bio: string
  location: { city: string }
  kit: KitItem[]
  mobile: string
  email: string
  publicEmail: string
  /** Asked for only when the e-mail changes. */
  currentPassword: string
  facebookPage: string
  slug: string
  customDomain: string
}

// The form keeps what it shows (a blank slogan, the whole kit), the route's schema what it saves: checked
// by that schema, submitted as shown.
const profileResolver = lazyZodResolver<ProfileFormValues, ProfileFormValues>(() =>
  import('@/lib/users/profile-schema').then((module) => module.profileUpdateBody as never),
)

const ADDRESS_HINT = "We recommend putting in the suburb or area, it helps customers know your're local"

/** The first message of a failed validation, nested ones included (zod puts the address at location.city). */
function firstError(errors: FieldErrors): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value) continue
    if (typeof value.message === 'string' && value.message) return value.message
    const nested = firstError(value as FieldErrors)
    if (nested) return nested
  }
  return undefined
}

/**
 * `siteAddress`: where the site lives, with {slug} where the address goes. `domainTarget`: where an owner
 * points their own domain, when sites by host are on (ROOT_DOMAIN). `hasPassword`: false for owners who
 * signed up with Facebook, who cannot confirm a new e-mail with a password yet.
 */
// The address dialog saves outside the submit event: the refused field is found through the form's id.
const FORM_ID = 'edit-profile'

export function EditProfileForm({
  userId,
  initial,
  canAutoplay,
  hadTrial,
  siteAddress,
  domainTarget,
  domainVerification,
  hasPassword,
  coverPhotos,
}: {
  userId: string
  initial: ProfileFormValues
  canAutoplay: boolean
  hadTrial: boolean
  siteAddress: string
  domainTarget: string | null
  domainVerification: DomainVerification | null
  hasPassword: boolean
  /** The cover photos' stored sizes: thumbnails fetch a small one, the preview the width it draws. */
  coverPhotos: StoredPhoto[]
}) {
  const [upsell, setUpsell] = useState(false)
  const [confirmAddress, setConfirmAddress] = useState(false)
  const form = useForm<ProfileFormValues>({ defaultValues: initial, resolver: profileResolver })
  const { register, control, handleSubmit, formState, setError } = form
  const [businessName, profileImg, slug, coverImgs, imgAutoplay, customDomain, email] = useWatch({
    control,
    name: ['businessName', 'profileImg', 'slug', 'coverImgs', 'imgAutoplay', 'customDomain', 'email'],
  })
  // A new website address is confirmed first: links already shared will redirect to it.
  const addressChanged = Boolean(initial.slug) && slug !== initial.slug
  const emailChanged = email.trim().toLowerCase() !== initial.email.toLowerCase()
  const unsaved = useUnsavedChanges(formState.isDirty)
  const { run } = useMutation()
  const coverPhoto = (src: string) => coverPhotos.find((photo) => photo.src === src) ?? unsizedPhoto(src)
  const error = (name: keyof ProfileFormValues) => firstError({ [name]: formState.errors[name] } as FieldErrors)

  const save = handleSubmit(
    (values) =>
      run(
        async () => {
          const saved = await api<UserResponse>(`/v1/user/${userId}`, {
            method: 'PATCH',
            body: {
              ...values,
              currentPassword: emailChanged ? values.currentPassword : undefined,
              slogan: values.slogan || null,
              bio: values.bio || null,
              facebookPage: values.facebookPage || null,
              publicEmail: values.publicEmail || null,
              ...(domainTarget ? {} : { customDomain: undefined }),
            },
          })
          // A newly set domain needs its DNS records: stay here, where they show under the field.
          form.reset({ ...form.getValues(), customDomain: saved.customDomain ?? '' })
          if (!saved.customDomainVerification || saved.customDomainVerification.domain === domainVerification?.domain) unsaved.go('/dashboard/profile')
        },
        {
          success: 'Profile saved',
          refresh: true,
          fieldErrors: (fields) => Object.entries(fields).forEach(([name, message]) => setError(name.split('.')[0] as keyof ProfileFormValues, { message })),
          focus: () => document.getElementById(FORM_ID),
        },
      ),
    // A field without its own message on screen must not make Save do nothing.
    (errors) => {
      toast.error(firstError(errors) ?? 'Please check your details')
      focusFirstInvalid(document.getElementById(FORM_ID))
    },
  )

  return (
    <form
      id={FORM_ID}
      onSubmit={(event) => {
        event.preventDefault()
        if (addressChanged) setConfirmAddress(true)
        else void save()
      }}
      className="space-y-6 pb-8"
      noValidate
    >
      <section className="flex items-center gap-4">
        <Avatar name={businessName || 'My business'} src={profileImg} className="size-20 text-xl" />
        <Controller
          control={control}
          name="profileImg"
          render={({ field }) => (
            <ImageUploadButton onUploaded={field.onChange}>{field.value ? 'Change profile photo' : 'Add a profile photo'}</ImageUploadButton>
          )}
        />
      </section>

      <Field id="businessName" label="Business Name" error={error('businessName')}>
        <Input id="businessName" {...register('businessName')} aria-invalid={Boolean(error('businessName'))} />
      </Field>
      <Field id="slogan" label="Slogan" hint="A short line under your name, like “Bridal and event makeup in Sydney”" error={error('slogan')}>
        <Input id="slogan" {...register('slogan')} maxLength={120} aria-invalid={Boolean(error('slogan'))} />
      </Field>
      <Field id="slug" label="Website address" hint={siteAddress.replace('{slug}', slug || 'your-name')} error={error('slug')}>
        <Input id="slug" {...register('slug')} autoCapitalize="none" autoCorrect="off" aria-invalid={Boolean(error('slug'))} />
      </Field>

      <section aria-labelledby="covers-label" id="covers" className="space-y-3">
        <h2 id="covers-label" className="text-sm font-semibold">
          Cover photos
        </h2>
        <Controller
          control={control}
          name="coverImgs"
          render={({ field }) => <CoverPhotos covers={field.value} photoOf={coverPhoto} onChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="imgAutoplay"
          render={({ field }) => (
            <label className="flex items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 shadow-card">
              <span>
                <span className="block font-semibold">Autoplay cover photos</span>
                <span className="block text-sm text-muted">Your covers play like a slideshow{canAutoplay ? '' : ' (Pro)'}</span>
              </span>
              <Switch
                // A choice kept from an earlier Pro plan shows off (the site does not autoplay) and stays saved.
                checked={field.value && canAutoplay}
                onCheckedChange={(on) => {
                  if (on && !canAutoplay) setUpsell(true)
                  else field.onChange(on)
                }}
                aria-label="Autoplay cover photos"
              />
            </label>
          )}
        />
        <AutoplayPreview covers={coverImgs.map(coverPhoto)} autoplay={imgAutoplay} businessName={businessName || 'My business'} />
      </section>

      <div className="space-y-1.5">
        <label htmlFor="bio" className="block text-sm font-semibold">
          Bio
        </label>
        <Controller control={control} name="bio" render={({ field }) => <BioField id="bio" value={field.value} onChange={field.onChange} />} />
      </div>

      <Field id="city" label="Address" hint={ADDRESS_HINT} error={error('location')}>
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            // A new suburb replaces the whole address: the old formatted one must not go back.
            <Input
              id="city"
              name="city"
              ref={field.ref}
              value={field.value.city}
              onChange={(event) => field.onChange({ city: event.target.value, formatted: '' })}
              onBlur={field.onBlur}
              autoComplete="address-level2"
              aria-invalid={Boolean(error('location'))}
            />
          )}
        />
      </Field>

      <div className="space-y-1.5">
        <span className="block text-sm font-semibold">My Kit</span>
        <Controller control={control} name="kit" render={({ field }) => <KitEditor kit={field.value} onChange={field.onChange} />} />
      </div>

      <PhoneField control={control} name="mobile" />
      <Field id="email" label="Email" error={error('email')}>
        <Input id="email" type="email" {...register('email')} autoComplete="email" aria-invalid={Boolean(error('email'))} />
      </Field>
      {emailChanged && hasPassword ? (
        <Field
          id="currentPassword"
          label="Current password"
          hint="Needed to change your email. We will let your old address know."
          error={error('currentPassword')}
        >
          <Input
            id="currentPassword"
            type="password"
            {...register('currentPassword')}
            autoComplete="current-password"
            aria-invalid={Boolean(error('currentPassword'))}
          />
        </Field>
      ) : null}
      {emailChanged && !hasPassword ? (
        <p className="-mt-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm leading-5 text-ink" role="note">
          {NO_PASSWORD_YET}
        </p>
      ) : null}
      <div className="-mt-3 flex justify-end gap-2">
        <Link
          href="/dashboard/account"
          className="-my-2 inline-flex h-10 items-center rounded-full px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Your data & account
        </Link>
        <Link
          href="/dashboard/change-password"
          className="-my-2 -mr-2 inline-flex h-10 items-center rounded-full px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Change password
        </Link>
      </div>
      <Field
        id="publicEmail"
        label="Email on your site"
        hint="For clients to write to you. Leave it empty to show none: your login email is never shown."
        error={error('publicEmail')}
      >
        <Input id="publicEmail" type="email" {...register('publicEmail')} autoComplete="off" aria-invalid={Boolean(error('publicEmail'))} />
      </Field>
      <Field id="facebookPage" label="Facebook page" hint="facebook.com/your-page" error={error('facebookPage')}>
        <Input id="facebookPage" {...register('facebookPage')} inputMode="url" autoCapitalize="none" aria-invalid={Boolean(error('facebookPage'))} />
      </Field>
      {domainTarget ? (
        <Field
          id="customDomain"
          label="Your own domain"
          error={error('customDomain')}
          hint={
            <>
              Optional, like mia-makeup.com.au. At your domain provider, add a CNAME record pointing to{' '}
              <strong className="font-semibold text-ink">{domainTarget}</strong>, and the TXT record we show once you save: it proves the domain is yours. It
              can take up to a day to work.
            </>
          }
        >
          <Input
            id="customDomain"
            {...register('customDomain')}
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            placeholder="mia-makeup.com.au"
            aria-invalid={Boolean(error('customDomain'))}
          />
        </Field>
      ) : null}
      {domainTarget && domainVerification && normaliseDomain(customDomain) === domainVerification.domain ? (
        // A new token is a new claim: start from the server's state again.
        <CustomDomainStatus key={domainVerification.records.map((record) => record.value).join(' ')} initial={domainVerification} />
      ) : null}

      <div className="sticky bottom-20 -mx-4 bg-gradient-to-t from-canvas via-canvas to-canvas/0 px-4 pt-6 pb-3">
        <Button type="submit" size="lg" block loading={formState.isSubmitting}>
          Save
        </Button>
      </div>
      {unsaved.dialog}
      <ConfirmDialog
        open={confirmAddress}
        onOpenChange={setConfirmAddress}
        title="Change your website address?"
        description={`Links you have already shared will redirect to ${siteAddress.replace('{slug}', slug)}.`}
        confirmLabel="Change address"
        returnFocus={false}
        onConfirm={() => void save()}
      />
      <ProUpsellSheet open={upsell} onOpenChange={setUpsell} feature="Autoplay cover photos" hadTrial={hadTrial} />
    </form>
  )
}
