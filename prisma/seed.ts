// Idempotent seed: the catalogues are upserted to match the code; the demo owner is created once.
import { prisma, disconnectDb } from '@/lib/db'
import { cardTemplates, cardPreviewPath } from '@/lib/catalogue/card-templates'
import { checklistItems } from '@/lib/catalogue/checklist'
import { features } from '@/lib/catalogue/features'
import { themes } from '@/lib/catalogue/themes'
import { brands } from './catalogue/brands'
import { testimonials } from './catalogue/testimonials'
import { seedDemoOwner } from './demo-owner'

export async function seed({ demo = true }: { demo?: boolean } = {}) {
  for (const feature of features) {
    await prisma.feature.upsert({ where: { id: feature.id }, create: feature, update: feature })
  }
  for (const theme of themes) {
    await prisma.theme.upsert({ where: { id: theme.id }, create: theme, update: theme })
  }
  for (const name of brands) {
    await prisma.brand.upsert({ where: { name }, create: { name }, update: {} })
  }
  for (const template of cardTemplates) {
    const data = { ...template, img: cardPreviewPath(template.id) }
    await prisma.reviewCardTemplate.upsert({ where: { id: template.id }, create: data, update: data })
  }
  for (const item of checklistItems) {
    const data = { ...item, featureId: item.featureId ?? null, link: item.link ?? null, trigger: item.trigger ?? null }
    await prisma.checklistItem.upsert({ where: { id: item.id }, create: data, update: data })
  }
  for (const testimonial of testimonials) {
    await prisma.testimonial.upsert({ where: { id: testimonial.id }, create: testimonial, update: testimonial })
  }
  const demoOwner = demo ? await prisma.$transaction((tx) => seedDemoOwner(tx), { timeout: 60_000 }) : 'skipped'
  return { features: features.length, themes: themes.length, brands: brands.length, cardTemplates: cardTemplates.length, demoOwner }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npm run db:seed`: DATABASE_URL, or the embedded database of the running `npm start`.
  const { attachToDatabase } = await import('@/scripts/lib/running-app')
  attachToDatabase()
  seed({ demo: process.env.SEED_DEMO !== '0' })
    .then((summary) => console.log('Seeded', summary))
    .finally(() => disconnectDb())
}
