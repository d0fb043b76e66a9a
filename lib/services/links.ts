/** Profile → Services, where the owner keeps the menu. */
export const SERVICES_PATH = '/dashboard/profile/services'
