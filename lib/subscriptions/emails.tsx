import { EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'

export function teamSubscriptionMessage({
  email,
  userId,
  name,
  status,
  provider,
}: {
  email: string
  userId: string
  name: string
  status: string
  provider: string
}) {
  return renderEmail(
    <EmailLayout preview={`${email} subscribed to ${name}`} heading="New subscription">
      <EmailText>
        {email} (owner {userId}) subscribed to {name}: {status}, through {provider === 'test' ? 'test-mode payments' : 'Stripe'}.
      </EmailText>
    </EmailLayout>,
  )
}

export function teamAccessRequestMessage({ email, userId, name }: { email: string; userId: string; name: string }) {
  return renderEmail(
    <EmailLayout preview={`${email} asked for ${name}`} heading="Feature access request">
      <EmailText>
        {email} (owner {userId}) asked for access to {name}. Reply to them when it is available.
      </EmailText>
    </EmailLayout>,
  )
}

export function trialEndingMessage({ name, endsAt }: { name: string; endsAt: string }) {
  return renderEmail(
    <EmailLayout preview={`Your ${name} trial ends soon`} heading={`Your ${name} trial ends soon`}>
      <EmailText>
        Your free trial ends on {endsAt}. Keep everything you set up by staying subscribed; you can cancel anytime from your Glowfolio dashboard.
      </EmailText>
    </EmailLayout>,
  )
}
