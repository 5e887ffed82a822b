import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { Container } from '../../components/ui/container.tsx';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import { HEADER_LINKS } from './site-links.ts';
import { SiteLogo } from './site-logo.tsx';

/** The site header: logo, the public pages, and sign-in; a menu button below 768px. */
export function SiteHeader() {
  const isSignedIn = useAuthStore((state) => state.status === 'signed-in');
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (a link, the back button) closes the menu; adjusting state during render
  // rather than in an effect avoids a frame where the old menu is still shown.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setIsMenuOpen(false);
  }

  useEffect(() => {
    if (!isMenuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  const account = isSignedIn
    ? { to: '/dashboard', label: 'Dashboard' }
    : { to: '/login', label: 'Sign in' };

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur-sm">
      <Container className="flex h-16 items-center justify-between gap-6">
        <SiteLogo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={desktopLinkClassName}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden md:block">
          <ButtonLink to={account.to} size="sm">
            {account.label}
          </ButtonLink>
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setIsMenuOpen((open) => !open)}
          className="-mr-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-brand-strong hover:bg-brand-soft md:hidden"
        >
          {isMenuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          Menu
        </button>
      </Container>
      {/* Always rendered, so aria-controls names a real element; hidden removes it from view. */}
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!isMenuOpen}
        className="border-t border-line bg-paper md:hidden"
      >
        <Container className="py-3">
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={() => setIsMenuOpen(false)}
                  className={mobileLinkClassName}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ButtonLink
            to={account.to}
            onClick={() => setIsMenuOpen(false)}
            className="mt-3 mb-2 w-full"
          >
            {account.label}
          </ButtonLink>
        </Container>
      </nav>
    </header>
  );
}

function desktopLinkClassName({ isActive }: { isActive: boolean }) {
  return classNames(
    'relative rounded-md px-3 py-2 text-[0.9375rem] no-underline transition-colors hover:text-brand-strong',
    // The underline bar marks the current page without relying on colour alone.
    isActive
      ? 'font-semibold text-brand-strong after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent'
      : 'text-ink-muted',
  );
}

function mobileLinkClassName({ isActive }: { isActive: boolean }) {
  return classNames(
    'flex min-h-12 items-center rounded-md border-l-4 px-3 text-base no-underline hover:bg-brand-soft',
    isActive ? 'border-accent font-semibold text-brand-strong' : 'border-transparent text-ink',
  );
}
