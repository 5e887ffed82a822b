/** The public pages of SPEC section 2 besides the landing page, as the journeys visit them. */
export const PUBLIC_PATHS = [
  '/what-is-legal-explainer',
  '/pricing',
  '/privacy',
  '/terms',
  '/help',
  '/about',
  '/login',
];
