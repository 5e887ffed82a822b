import { Link } from 'react-router';
import { classNames } from '../../components/ui/class-names.ts';

/** The product mark: a page with a highlighted line, the product's whole idea in one glyph. */
export function LogoMark({
  className = 'size-8',
  inverse = false,
}: {
  className?: string;
  inverse?: boolean;
}) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      {/* On navy the tile would vanish, so it becomes a light outline instead. */}
      <rect
        x="0.5"
        y="0.5"
        width="31"
        height="31"
        rx="6.5"
        fill={inverse ? '#24415f' : '#16324f'}
        stroke={inverse ? '#c5d0dc' : 'none'}
        strokeOpacity="0.5"
      />
      <path d="M10 7h9l5 5v12a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z" fill="#fff" />
      <rect x="11" y="14.5" width="10" height="3.5" rx="1" fill="#fbe7b5" />
      <path d="M12 16.25h8M12 21.5h6" stroke="#16324f" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/** The product name with its mark, linking home; `inverse` is for the navy footer. */
export function SiteLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link
      to="/"
      className={classNames(
        'inline-flex items-center gap-2.5 rounded-md font-serif text-xl font-semibold no-underline',
        inverse ? 'text-white focus-visible:outline-white' : 'text-brand-strong',
      )}
    >
      <LogoMark inverse={inverse} />
      <span>Legal Explainer</span>
    </Link>
  );
}
