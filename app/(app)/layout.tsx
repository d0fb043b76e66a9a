import { Toaster } from '@/components/ui/toaster'

/**
 * Every page but an owner's public website: the app's screens and the forms customers fill in, which
 * confirm what they did with a toast. Public sites sit outside this group, so their visitors' phones
 * download and hydrate none of it.
 */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  )
}
