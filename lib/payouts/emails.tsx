// The artist's e-mail when Stripe stops her card payments (charges disabled, requirements past due):
// what her clients see meanwhile, and the way back to Stripe's own pages.
import { EmailAction, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'

export function cardPaymentsPausedMessage({ openOffers, offlineWays, link }: { openOffers: number; offlineWays: boolean; link: string }) {
  const offers = openOffers === 1 ? 'Your open offer shows' : `Your ${openOffers} open offers show`
  return renderEmail(
    <EmailLayout preview="Stripe paused your card payments" heading="Stripe paused your card payments">
      <EmailText>
        Stripe needs more from you before your clients can pay you by card again: it has stopped card payments on your account until its requirements are met.
      </EmailText>
      <EmailText>
        {openOffers ? `${offers} your other ways to pay instead of the card button. ` : ''}
        {offlineWays
          ? 'A client who accepts meanwhile is held as awaiting her deposit until you record it.'
          : 'You have no other way to pay set up, so clients cannot pay a deposit: add your bank details in Payments settings.'}
      </EmailText>
      <EmailAction href={link}>Finish on Stripe</EmailAction>
    </EmailLayout>,
  )
}
