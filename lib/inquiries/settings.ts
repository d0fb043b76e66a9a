// The artist's auto-reply to booking requests: on or off, her words, her usual response time.
import { prisma } from '@/lib/db'
import { priceListLinkOf } from './price-list'
import { autoReplySettingsResponse, DEFAULT_AUTO_REPLY, type AutoReplySettings, type AutoReplySettingsResponse } from './schema'

const columns = { autoReplyEnabled: true, autoReplyMessage: true, responseHours: true } as const

async function toResponse(
  userId: string,
  owner: { autoReplyEnabled: boolean; autoReplyMessage: string | null; responseHours: number },
): Promise<AutoReplySettingsResponse> {
  return autoReplySettingsResponse.parse({
    enabled: owner.autoReplyEnabled,
    message: owner.autoReplyMessage ?? '',
    responseHours: owner.responseHours,
    defaultMessage: DEFAULT_AUTO_REPLY,
    priceListLink: await priceListLinkOf(userId),
  })
}

export async function getAutoReplySettings({ user }: { user: { id: string } }): Promise<AutoReplySettingsResponse> {
  return toResponse(user.id, await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: columns }))
}

export async function updateAutoReplySettings({ user, input }: { user: { id: string }; input: AutoReplySettings }): Promise<AutoReplySettingsResponse> {
  const owner = await prisma.user.update({
    where: { id: user.id },
    data: { autoReplyEnabled: input.enabled, autoReplyMessage: input.message || null, responseHours: input.responseHours },
    select: columns,
  })
  return toResponse(user.id, owner)
}
