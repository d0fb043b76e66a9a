import type { Metadata } from 'next'
import { MoneyScreen } from '@/components/books/money-screen'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { requireOwner } from '@/lib/auth/session'
import { getMoney } from '@/lib/books/money'
import { moneyQuery } from '@/lib/books/schema'

export const metadata: Metadata = { title: 'Money' }

/** Income, what is owed, the BAS figures, expenses, mileage and profit for a month, a quarter or a financial year. */
export default async function MoneyPage({ searchParams }: PageProps<'/dashboard/money'>) {
  const user = await requireOwner()
  const parsed = moneyQuery.safeParse(await searchParams)
  const report = await getMoney({ user, query: parsed.success ? parsed.data : moneyQuery.parse({}) })
  return (
    <DashboardPage title="Money">
      <MoneyScreen report={report} />
    </DashboardPage>
  )
}
