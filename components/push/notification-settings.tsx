'use client'
// Notification settings: push on this phone (turned on with her tap: the browser asks for permission),
// each kind on or off for this device, and the other devices that get them. E-mails stay as they are.
import { BellOff, BellRing, Smartphone } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { Switch } from '@/components/ui/switch'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from '@/lib/push/kinds'
import type { PushDeviceResponse, PushDevicesResponse } from '@/lib/push/schema'
import { useProfile } from '@/lib/swr/use-profile'
import { usePushDevices } from '@/lib/swr/use-push-devices'
import { canPush, checkSubscription, isIos, isStandalone, turnOffPush, turnOnPush } from './push-browser'

// Shown once, on iPhones only: its code loads when it opens.
const InstallGuideSheet = lazyPopup(() => import('./install-guide-sheet').then((module) => module.InstallGuideSheet))

/** What this device can do, known only in the browser. */
type Here =
  | { state: 'checking' }
  | { state: 'needs home screen' }
  | { state: 'unsupported' }
  | { state: 'blocked' }
  | { state: 'off' }
  | { state: 'on'; deviceId: string }

export function NotificationSettings({ initial }: { initial: PushDevicesResponse }) {
  const { user } = useProfile()
  const { data = initial, mutate } = usePushDevices(initial)
  const [here, setHere] = useState<Here>({ state: 'checking' })
  const [guide, setGuide] = useState(false)
  const { run, busy, busyWith } = useMutation()

  useEffect(() => {
    const look = async (): Promise<Here> => {
      if (!canPush()) return isIos() && !isStandalone() ? { state: 'needs home screen' } : { state: 'unsupported' }
      if (Notification.permission === 'denied') return { state: 'blocked' }
      const device = await checkSubscription(user._id)
      return device ? { state: 'on', deviceId: device._id } : { state: 'off' }
    }
    void look().then((found) => {
      setHere(found)
      if (found.state === 'on') void mutate()
    })
  }, [mutate, user._id])

  const turnOn = () =>
    run(
      async () => {
        const device = await turnOnPush(user._id)
        setHere({ state: 'on', deviceId: device._id })
        await mutate()
      },
      { success: 'Notifications are on for this device', key: 'on' },
    )
  const turnOff = (deviceId: string) =>
    run(
      async () => {
        await turnOffPush(deviceId)
        setHere({ state: 'off' })
        await mutate()
      },
      { success: 'Notifications are off for this device', key: 'off' },
    )
  const remove = (deviceId: string) =>
    run(
      async () => {
        await api(`/v1/push-devices/${deviceId}`, { method: 'DELETE' })
        await mutate()
      },
      { success: 'That device gets no more notifications', key: deviceId },
    )
  const toggle = (device: PushDeviceResponse, kind: PushKind, on: boolean) =>
    run(async () => {
      // Shown at once; the answer is what the server keeps.
      await mutate(
        { ...data, devices: data.devices.map((d) => (d._id === device._id ? { ...d, kinds: { ...d.kinds, [kind]: on } } : d)) },
        { revalidate: false },
      )
      await api(`/v1/push-devices/${device._id}`, { method: 'PATCH', body: { kinds: { [kind]: on } } })
      await mutate()
    })

  const thisDevice = here.state === 'on' ? data.devices.find((device) => device._id === here.deviceId) : undefined
  const others = data.devices.filter((device) => device._id !== thisDevice?._id)

  return (
    <div className="space-y-5">
      <section className="rounded-card bg-white p-4 shadow-card" aria-labelledby="this-device">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            {thisDevice ? <BellRing className="size-5" aria-hidden="true" /> : <BellOff className="size-5" aria-hidden="true" />}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="this-device" className="font-semibold">
              This device
            </h2>
            <p className="text-sm text-muted">{hereText(here, Boolean(thisDevice))}</p>
          </div>
        </div>
        {here.state === 'needs home screen' ? (
          <Button block className="mt-4" variant="secondary" onClick={() => setGuide(true)}>
            Show me how
          </Button>
        ) : null}
        {here.state === 'off' || (here.state === 'on' && !thisDevice) ? (
          <Button block className="mt-4" onClick={turnOn} loading={busy && busyWith === 'on'}>
            Turn on notifications
          </Button>
        ) : null}
        {thisDevice ? (
          <>
            <ul className="mt-3 divide-y divide-line">
              {PUSH_KINDS.map((kind) => (
                <li key={kind} className="flex items-center gap-3 py-3">
                  <label htmlFor={`kind-${kind}`} className="min-w-0 flex-1">
                    <span className="block font-medium">{PUSH_KIND_LABELS[kind].label}</span>
                    <span className="block text-sm text-muted">{PUSH_KIND_LABELS[kind].text}</span>
                  </label>
                  <Switch id={`kind-${kind}`} checked={thisDevice.kinds[kind]} onCheckedChange={(on) => toggle(thisDevice, kind, on)} />
                </li>
              ))}
            </ul>
            <Button block variant="outline" className="mt-2" onClick={() => turnOff(thisDevice._id)} loading={busy && busyWith === 'off'}>
              Turn off on this device
            </Button>
          </>
        ) : null}
      </section>

      {others.length ? (
        <section className="rounded-card bg-white p-4 shadow-card" aria-labelledby="other-devices">
          <h2 id="other-devices" className="font-semibold">
            Your other devices
          </h2>
          <ul className="mt-2 divide-y divide-line">
            {others.map((device) => (
              <li key={device._id} className="flex items-center gap-3 py-3">
                <Smartphone className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{device.label}</span>
                  <span className="block text-sm text-muted">
                    {PUSH_KINDS.filter((kind) => device.kinds[kind]).length} of {PUSH_KINDS.length} kinds on
                  </span>
                </span>
                <Button size="sm" variant="outline" onClick={() => remove(device._id)} loading={busy && busyWith === device._id}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="px-1 text-sm text-muted">E-mails about bookings, payments and reviews keep coming as they do now.</p>
      <InstallGuideSheet open={guide} onOpenChange={setGuide} />
    </div>
  )
}

function hereText(here: Here, on: boolean): string {
  switch (here.state) {
    case 'checking':
      return 'Checking this device…'
    case 'needs home screen':
      return 'On an iPhone, notifications come to Glowfolio on your Home Screen. Add it there first, then open it from the Home Screen.'
    case 'unsupported':
      return 'This browser cannot show notifications. Open Glowfolio in Chrome, Edge, Firefox or Safari.'
    case 'blocked':
      return 'Notifications are blocked for Glowfolio. Allow them in your browser’s or phone’s settings, then come back.'
    case 'off':
      return 'Get booking requests, payments and reviews the moment they come in.'
    case 'on':
      return on ? 'Notifications are on. Choose what you hear about:' : 'Get booking requests, payments and reviews the moment they come in.'
  }
}
