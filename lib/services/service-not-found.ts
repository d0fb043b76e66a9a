import { AppError } from '@/lib/errors'

/** Not on this owner's menu: deleted meanwhile, or someone else's. */
export const serviceNotFound = () => new AppError('not_found', 'That service is no longer on your menu')
