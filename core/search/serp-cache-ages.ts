/** How long a resolved redirect is trusted: Baidu's link tokens name their target for good. */
export const LINK_TARGET_TTL_SECONDS = 7 * 24 * 3600;
