import { EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'

export function verifyEmailMessage({ link }: { link: string }) {
  return renderEmail(
    <EmailLayout preview="Confirm your email to finish setting up Glowfolio" heading="Welcome to Glowfolio">
      <EmailText>Thanks for signing up. Confirm your email address and log in to set up your free business website.</EmailText>
      <EmailButton href={link}>Verify my email</EmailButton>
      <EmailText>
        <br />
        Or paste this link into your browser: {link}
      </EmailText>
    </EmailLayout>,
  )
}

export function resetPasswordMessage({ link }: { link: string }) {
  return renderEmail(
    <EmailLayout preview="Reset your Glowfolio password" heading="Reset your password">
      <EmailText>Someone (hopefully you) asked to reset the password of your Glowfolio account. The link works once, for one hour.</EmailText>
      <EmailButton href={link}>Choose a new password</EmailButton>
      <EmailText>
        <br />
        If you did not ask for this, you can ignore this email: your password stays the same.
      </EmailText>
    </EmailLayout>,
  )
}
