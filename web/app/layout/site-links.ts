/** A public page as it appears in the site's navigation. */
export interface SiteLink {
  to: string;
  label: string;
}

/** The pages in the header, in reading order; the home page is reached through the logo. */
export const HEADER_LINKS: readonly SiteLink[] = [
  { to: '/what-is-legal-explainer', label: 'How it works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/help', label: 'Help' },
  { to: '/about', label: 'About' },
];

/** The footer's columns: every public page, grouped the way visitors look for them. */
export const FOOTER_GROUPS: readonly { heading: string; links: readonly SiteLink[] }[] = [
  {
    heading: 'Product',
    links: [
      { to: '/', label: 'Home' },
      { to: '/what-is-legal-explainer', label: 'How it works' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: '/help', label: 'Help and FAQ' },
      { to: '/about', label: 'About' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy policy' },
      { to: '/terms', label: 'Terms of service' },
    ],
  },
];
