/** The spec's Pro texts. */
export const PRO_BANNER = 'Pro Account just $11.99/month'
export const PRO_TRY = 'Try Pro - free for 14 days'
export const PRO_LATER = 'or maybe later'
export const proNotice = (hadTrial: boolean) => (hadTrial ? 'Upgrade to Pro for $11.99/month' : 'Try it for free for 14 days!')
