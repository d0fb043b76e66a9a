/** The cookie that remembers, on her device, that she dismissed the Photos screen's Instagram tip. */
export const INSTAGRAM_TIP_COOKIE = 'glowfolio.instagram-tip'
