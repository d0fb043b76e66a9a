import { markChecklistTrigger } from '@/lib/checklist/triggers'
import { prisma } from '@/lib/db'
import { getEntitlements, type Entitlements } from '@/lib/entitlements/get-entitlements'
import { AppError } from '@/lib/errors'
import type { Theme } from '@/lib/generated/prisma/client'
import { siteChanged } from '@/lib/site/site-changed'
import { getProfileData } from '@/lib/users/get-profile-data'
import { themeResponse, type ApplyThemeBody, type ThemeResponse } from './schema'

export const themeAvailable = (theme: Pick<Theme, 'id' | 'priceCents'>, entitlements: Entitlements) =>
  theme.priceCents === 0 || entitlements.customThemes || entitlements.themeIds.includes(theme.id)

/** A catalogue theme by id, or null. */
export const findTheme = (themeId: string): Promise<Theme | null> => prisma.theme.findUnique({ where: { id: themeId } })

const toThemeResponse = (theme: Theme, activeId: string, entitlements: Entitlements): ThemeResponse =>
  themeResponse.parse({
    ...theme,
    _id: theme.id,
    price: theme.priceCents,
    heading: { color: theme.headingColor },
    subItemId: theme.id,
    active: theme.id === activeId,
    available: themeAvailable(theme, entitlements),
  })

export async function listThemes({ user }: { user: { id: string } }): Promise<ThemeResponse[]> {
  const [themes, owner, entitlements] = await Promise.all([
    prisma.theme.findMany({ orderBy: { order: 'asc' } }),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { themeId: true } }),
    getEntitlements(user.id),
  ])
  return themes.map((theme) => toThemeResponse(theme, owner.themeId, entitlements))
}

export async function getTheme({ user, themeId }: { user: { id: string }; themeId: string }): Promise<ThemeResponse> {
  const theme = (await listThemes({ user })).find((t) => t.id === themeId)
  if (!theme) throw new AppError('not_found', 'Theme not found')
  return theme
}

/** Applies a theme and/or colours. A paid theme needs its subscription (or Pro). */
export async function applyTheme({ user, input }: { user: { id: string }; input: ApplyThemeBody }) {
  if (input._id !== user.id) throw new AppError('not_found', 'could not find the user')
  const entitlements = await getEntitlements(user.id)
  if (input.theme) {
    const theme = await prisma.theme.findUnique({ where: { id: input.theme } })
    if (!theme) throw new AppError('not_found', 'Theme not found')
    if (!themeAvailable(theme, entitlements)) throw new AppError('forbidden', 'Subscribe to use this theme')
  }
  // Custom colours are Pro; going back to the theme's own colours ({}) is always allowed.
  if (input.themeConfigs && Object.keys(input.themeConfigs).length && !entitlements.customThemes) {
    throw new AppError('forbidden', 'Custom colours are a Pro feature')
  }
  await prisma.user.update({
    where: { id: user.id },
    data: { ...(input.theme ? { themeId: input.theme } : {}), ...(input.themeConfigs ? { themeConfigs: input.themeConfigs } : {}) },
  })
  await siteChanged(user.id)
  await markChecklistTrigger(user.id, 'designPicked')
  return (await getProfileData({ user, userId: user.id })).user
}
