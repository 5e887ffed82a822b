import { usePublicConfig } from '../../lib/public-config.ts';
import { textLinkClassName } from './text-link.tsx';

/**
 * The support address the server is configured with (SUPPORT_EMAIL), as a mail link; where the
 * operator named none, whom to ask instead, never an address nobody reads.
 */
export function SupportEmailLink() {
  const supportEmail = usePublicConfig((config) => config.supportEmail);
  if (!supportEmail) return <>the person who runs this installation</>;
  return (
    <a href={`mailto:${supportEmail}`} className={textLinkClassName}>
      {supportEmail}
    </a>
  );
}
