import { prisma } from '@/lib/db'
import { brandResponse, type BrandResponse } from './schema'

export async function searchBrands({ q, limit }: { q?: string; limit: number }): Promise<BrandResponse[]> {
  const brands = await prisma.brand.findMany({
    where: q ? { name: { contains: q, mode: 'insensitive' } } : undefined,
    select: { name: true, img: true },
    orderBy: { name: 'asc' },
  })
  const needle = q?.toLocaleLowerCase()
  const ranked = needle
    ? [...brands].sort((a, b) => Number(!a.name.toLocaleLowerCase().startsWith(needle)) - Number(!b.name.toLocaleLowerCase().startsWith(needle)))
    : brands
  return ranked.slice(0, limit).map((brand) => brandResponse.parse(brand))
}
