'use client'
// The dashboard as an app on her phone: registers the service worker, checks this device's push
// subscription again each time the app opens, keeps the icon's badge to the unseen booking news, and
// offers the install at a good moment (her site is live): Android's own prompt (beforeinstallprompt),
// or on iOS Safari, once, the Share → Add to Home Screen guide (push on iOS needs the Home Screen app).
import { useEffect, useState } from 'react'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { useProfile } from '@/lib/swr/use-profile'
import { checkSubscription, isIos, isStandalone, registerServiceWorker, showAppBadge } from './push-browser'

// Each shown once, on one kind of phone: their code loads when they open.
const InstallOfferSheet = lazyPopup(() => import('./install-offer-sheet').then((module) => module.InstallOfferSheet))
const InstallGuideSheet = lazyPopup(() => import('./install-guide-sheet').then((module) => module.InstallGuideSheet))

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> }

const ANDROID_OFFER_SEEN = 'glowfolio.install-offered'
const IOS_GUIDE_SEEN = 'glowfolio.ios-install-guide-shown'
const SETTLE_MS = 1500

const seen = (key: string) => {
  try {
    return window.localStorage.getItem(key) !== null
  } catch {
    return true
  }
}
const remember = (key: string) => {
  try {
    window.localStorage.setItem(key, new Date().toISOString())
  } catch {
    // private mode: the offer may come again, which is harmless
  }
}

export function PhoneApp({ wizardComplete }: { wizardComplete: boolean }) {
  const { user } = useProfile()
  const [installEvent, setInstallEvent] = useState<InstallPromptEvent | null>(null)
  const [androidOfferClosed, setAndroidOfferClosed] = useState(false)
  const [iosGuide, setIosGuide] = useState(false)
  const siteLive = wizardComplete && Boolean(user.website)
  const unseenBookings = user.notifications.filter((notification) => notification.type === 'booking').length
  const userId = user._id

  useEffect(() => {
    void registerServiceWorker().then(() => checkSubscription(userId))
    const keep = (event: Event) => {
      // Offered once: after that, Chrome's own install menu is there for her.
      if (seen(ANDROID_OFFER_SEEN)) return
      // Chrome's mini-infobar would come at a random moment: ours comes when her site is live.
      event.preventDefault()
      setInstallEvent(event as InstallPromptEvent)
    }
    window.addEventListener('beforeinstallprompt', keep)
    return () => window.removeEventListener('beforeinstallprompt', keep)
  }, [userId])

  useEffect(() => showAppBadge(unseenBookings), [unseenBookings])

  // Each offer waits until the page has settled: it never covers a screen as it first draws, and its code
  // loads after the screen's own. iOS Safari has no install prompt: the guide shows once.
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!siteLive) return
    const timer = window.setTimeout(() => {
      setSettled(true)
      if (!isIos() || isStandalone() || seen(IOS_GUIDE_SEEN)) return
      remember(IOS_GUIDE_SEEN)
      setIosGuide(true)
    }, SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [siteLive])

  const androidOffer = siteLive && settled && installEvent !== null && !androidOfferClosed
  const closeAndroidOffer = () => {
    remember(ANDROID_OFFER_SEEN)
    setAndroidOfferClosed(true)
  }
  const install = async () => {
    if (!installEvent) return
    await installEvent.prompt()
    await installEvent.userChoice
    closeAndroidOffer()
  }

  return (
    <>
      <InstallOfferSheet open={androidOffer} onInstall={install} onClose={closeAndroidOffer} />
      <InstallGuideSheet open={iosGuide} onOpenChange={setIosGuide} />
    </>
  )
}
