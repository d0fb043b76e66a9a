// What sign-in screens say in more than one place, apart from the schema so a screen saying it loads no zod.

/** Owners who signed up with Facebook have no password: the reset flow sets one (it e-mails the address on file). */
export const NO_PASSWORD_YET =
  'You log in with Facebook, so your account has no password yet. Set one with “Forgot password?” on the login screen, then try again.'
