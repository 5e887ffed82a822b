import { useEffect, useId, useRef, useState } from 'react';
import { useSiteMenuStore } from './site-menu-store.ts';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { getButtonClassName } from '../../components/ui/button-styles.ts';
import { classNames } from '../../components/ui/class-names.ts';
import { Container } from '../../components/ui/container.tsx';
import { ChevronDownIcon, MenuIcon, XIcon } from 'lucide-react';
import { signOut, useAuthStore, type ShownUser } from '../../features/auth/index.ts';
import { logger } from '../../lib/logger.ts';
import { HEADER_LINKS } from './site-links.ts';
import { SiteLogo } from './site-logo.tsx';

/** The site header: logo, the public pages, and sign-in; a menu button below 768px. */
export function SiteHeader() {
  const user = useAuthStore((state) => (state.status === 'signed-in' ? state.user : null));
  const isSignedIn = user !== null;
  const isMenuOpen = useSiteMenuStore((state) => state.isOpen);
  const setIsMenuOpen = useSiteMenuStore((state) => state.setOpen);
  const toggleMenu = useSiteMenuStore((state) => state.toggle);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (a link, the back button) closes the menu.
  const menuPathname = useRef(pathname);
  useEffect(() => {
    if (menuPathname.current === pathname) return;
    menuPathname.current = pathname;
    setIsMenuOpen(false);
  }, [pathname, setIsMenuOpen]);

  useEffect(() => {
    if (!isMenuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen, setIsMenuOpen]);

  function handleSignOut() {
    setIsMenuOpen(false);
    // A signed-in-only page then leads home (see RequireSignedIn).
    void signOut().catch((error: unknown) =>
      logger.warn('Sign-out did not reach the server', error),
    );
  }

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
        <div className="hidden items-center gap-2 md:flex">
          <ButtonLink to={account.to} size="sm">
            {account.label}
          </ButtonLink>
          {user ? <AccountMenu user={user} onSignOut={handleSignOut} /> : null}
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={toggleMenu}
          className="-mr-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-brand-strong hover:bg-brand-soft md:hidden"
        >
          {isMenuOpen ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
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
          {user ? (
            <div className="mb-2 border-t border-line pt-3">
              <p className="px-3 text-sm text-ink-muted">
                Signed in as <span className="font-medium text-ink">{user.email}</span>
              </p>
              <Link
                to="/settings"
                onClick={() => setIsMenuOpen(false)}
                className={mobileLinkClassName({ isActive: pathname === '/settings' })}
              >
                Settings
              </Link>
              <button
                type="button"
                onClick={handleSignOut}
                className={classNames(mobileLinkClassName({ isActive: false }), 'w-full')}
              >
                Sign out
              </button>
            </div>
          ) : null}
        </Container>
      </nav>
    </header>
  );
}

/** The signed-in user's menu: who they are, settings, and sign-out. */
function AccountMenu({ user, onSignOut }: { user: ShownUser; onSignOut: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    }
    function closeOnOutsideClick(event: MouseEvent) {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setIsOpen(false);
    }
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('mousedown', closeOnOutsideClick);
    };
  }, [isOpen]);

  const initial = (user.displayName.trim()[0] ?? '?').toUpperCase();
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className={getButtonClassName('ghost', 'sm', 'max-w-56 pl-1.5')}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand-strong"
        >
          {initial}
        </span>
        <span className="sr-only">Account: </span>
        <span className="truncate">{user.displayName}</span>
        <ChevronDownIcon className="size-4 shrink-0" />
      </button>
      <div
        ref={panelRef}
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 mt-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-lg"
      >
        <p className="border-b border-line px-3 pt-1 pb-3 text-sm text-ink-muted">
          Signed in as
          <span className="block truncate font-medium text-ink">{user.email}</span>
        </p>
        <ul className="pt-2">
          <li>
            <Link to="/settings" className={menuItemClassName}>
              Settings
            </Link>
          </li>
          <li>
            <button type="button" onClick={onSignOut} className={menuItemClassName}>
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

const menuItemClassName =
  'flex min-h-10 w-full items-center rounded-md px-3 text-left text-[0.9375rem] text-ink no-underline hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand';

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
