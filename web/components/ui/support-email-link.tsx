import { usePublicConfig } from '../../lib/public-config.ts';
import { textLinkClassName } from './text-link.tsx';

/** The support address the server is configured with, as a mail link. */
export function SupportEmailLink() {
  const supportEmail = usePublicConfig((config) => config.supportEmail);
  return (
    <a href={`mailto:${supportEmail}`} className={textLinkClassName}>
      {supportEmail}
    </a>
  );
}
