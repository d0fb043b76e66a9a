import { Toaster } from '@/components/ui/toaster'
import { appFraunces, appInter } from './app-fonts'

/**
 * Every page but an owner's public website: the app's screens and the forms customers fill in, which
 * confirm what they did with a toast. Public sites sit outside this group, so their visitors' phones
 * download and hydrate none of it, nor its preloaded fonts (app-fonts.ts).
 */
export default function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={`${appInter.variable} ${appFraunces.variable} contents`}>
      {children}
      <Toaster />
    </div>
  )
}
