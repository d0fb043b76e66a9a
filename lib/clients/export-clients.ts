// GET /v1/clients/export: every client of the owner as CSV, in columns the import reads back (and
// Fresha, Square, GlossGenius and Vagaro map by their names): name, e-mail, mobile, tags, her profile
// and her notes, oldest client first.
import { prisma } from '@/lib/db'
import { toCsv } from './csv'

const HEADER = [
  'Name',
  'Email',
  'Mobile',
  'Tags',
  'Skin type',
  'Skin concerns',
  'Allergies',
  'Sensitivities',
  'Contact lenses',
  'Lashes',
  'Brows',
  'Notes',
  'Added',
]

export async function exportClientsCsv({ user }: { user: { id: string } }): Promise<string> {
  const clients = await prisma.client.findMany({
    where: { userId: user.id },
    include: { notes: { orderBy: { createdAt: 'asc' } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })
  return toCsv([
    HEADER,
    ...clients.map((client) => [
      client.name,
      client.email ?? '',
      client.phone ?? '',
      client.tags.join(', '),
      client.skinType ?? '',
      client.skinConcerns ?? '',
      client.allergies ?? '',
      client.sensitivities ?? '',
      client.contactLenses ? 'yes' : '',
      client.lashNotes ?? '',
      client.browNotes ?? '',
      client.notes.map((note) => note.body).join('\n\n'),
      client.createdAt.toISOString().slice(0, 10),
    ]),
  ])
}
