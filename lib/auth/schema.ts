import { z } from 'zod'

export const email = z
  .string({ error: 'Email is missing' })
  .trim()
  .min(1, 'Email is missing')
  .max(254, 'Email is too long')
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'))

const anyPassword = z.string({ error: 'Password is missing' }).min(1, 'Password is missing').max(200, 'Password is too long')
export const newPassword = z
  .string({ error: 'Password is missing' })
  .min(8, 'Please use at least 8 characters for your password')
  .max(200, 'Password is too long')

export const loginBody = z.object({ email, password: anyPassword })
export const registerBody = z.object({ email, password: newPassword })
export const verifyEmailBody = z.object({ emailCode: z.string().trim().min(1, 'The verification code is missing').max(200) })
export const forgotPasswordBody = z.object({ email })
export const resendVerificationBody = z.object({ email })
export const newPasswordBody = z.object({ code: z.string().trim().min(1, 'The reset code is missing').max(200), password: newPassword })
export const fbLoginBody = z.object({
  fbToken: z.string({ error: 'The Facebook token is missing' }).trim().min(1, 'The Facebook token is missing').max(4096),
  fbUserId: z.string().trim().max(100).optional(),
  /** Accepted for compatibility and ignored: the e-mail comes from Facebook, never from the client. */
  email: z.string().max(254).optional(),
})

/** The current password may be empty here: the domain says what is missing (none set yet, or not typed). */
export const changePasswordBody = z.object({ currentPassword: z.string().max(200, 'Password is too long').default(''), password: newPassword })

export type LoginBody = z.infer<typeof loginBody>
export type ChangePasswordBody = z.infer<typeof changePasswordBody>
export type RegisterBody = z.infer<typeof registerBody>

export const authTokenResponse = z.object({ token: z.string(), userId: z.string(), expiresAt: z.string() })

/** A new account: its session, and the setup steps ahead. */
export const registerResponse = authTokenResponse.extend({ wizardSteps: z.array(z.string()) })
