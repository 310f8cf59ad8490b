/** Said by every page opened from an e-mail's link (confirm, reset) that arrives without its token. */
export const MISSING_TOKEN_MESSAGE = 'This link is incomplete. Please open the link from the e-mail again.';
