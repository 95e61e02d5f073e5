/** External profiles linked from the footer; edit here when the brand accounts change. */
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
} as const;
