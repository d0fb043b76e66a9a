import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { EditProfileForm } from '@/components/profile/edit-profile-form'
import { hasPassword } from '@/lib/auth/current-password'
import { env } from '@/lib/env'
import { storedPhotos } from '@/lib/images/stored-photos'
import { kitItem } from '@/lib/kit/schema'
import { toDomainVerification } from '@/lib/users/domain-verification'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Edit profile' }

export default async function EditProfilePage() {
  const { user, profile: owner, entitlements } = await getOwner()
  const [passwordSet, coverPhotos] = await Promise.all([hasPassword(user.id), storedPhotos(user.id, owner.coverImgs)])
  return (
    <DashboardPage title="Edit profile" backHref="/dashboard/profile">
      <EditProfileForm
        userId={user.id}
        canAutoplay={entitlements.autoplayCovers}
        hadTrial={owner.hadTrial}
        hasPassword={passwordSet}
        coverPhotos={coverPhotos}
        siteAddress={env.ROOT_DOMAIN ? `{slug}.${env.ROOT_DOMAIN}` : `${new URL(env.APP_URL).host}/{slug}`}
        domainTarget={env.ROOT_DOMAIN ? new URL(env.APP_URL).hostname : null}
        domainVerification={toDomainVerification(owner, new URL(env.APP_URL).hostname)}
        initial={{
          businessName: owner.businessName ?? '',
          slogan: owner.slogan ?? '',
          profileImg: owner.profileImg,
          coverImgs: owner.coverImgs,
          imgAutoplay: owner.imgAutoplay,
          bio: owner.bio ?? '',
          location: { city: owner.locationCity ?? '' },
          kit: kitItem.array().catch([]).parse(owner.kit),
          mobile: owner.mobile ?? '',
          email: owner.email,
          publicEmail: owner.publicEmail ?? '',
          currentPassword: '',
          facebookPage: owner.facebookPage ?? '',
          slug: owner.slug ?? '',
          customDomain: owner.customDomain ?? '',
        }}
      />
    </DashboardPage>
  )
}
