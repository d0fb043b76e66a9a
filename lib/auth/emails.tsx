import { EmailAction, EmailButton, EmailLayout, EmailText, renderEmail } from '@/lib/mail/layout'

export function verifyEmailMessage({ link }: { link: string }) {
  return renderEmail(
    <EmailLayout preview="Confirm your email to finish setting up Glowfolio" heading="Welcome to Glowfolio">
      <EmailText>Thanks for signing up. Confirm your email address and log in to set up your free business website.</EmailText>
      <EmailAction href={link}>Verify my email</EmailAction>
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

/** To the OLD address when the e-mail changes: the one person who can still say "that was not me". */
export function emailChangedMessage({ newEmail, supportEmail }: { newEmail: string; supportEmail: string }) {
  return renderEmail(
    <EmailLayout preview="Your Glowfolio email was changed" heading="Your Glowfolio email was changed">
      <EmailText>
        The email address of your Glowfolio account was changed to {newEmail}. From now on we write to that address, and every other device was logged out.
      </EmailText>
      <EmailText>If you did not make this change, write to {supportEmail} straight away and we will help you get your account back.</EmailText>
    </EmailLayout>,
  )
}

export function passwordChangedMessage({ supportEmail }: { supportEmail: string }) {
  return renderEmail(
    <EmailLayout preview="Your Glowfolio password was changed" heading="Your Glowfolio password was changed">
      <EmailText>The password of your Glowfolio account was changed, and every other device was logged out.</EmailText>
      <EmailText>If you did not make this change, write to {supportEmail} straight away and we will help you get your account back.</EmailText>
    </EmailLayout>,
  )
}
