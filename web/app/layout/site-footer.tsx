import { Link } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { FOOTER_GROUPS } from './site-links.ts';
import { SiteLogo } from './site-logo.tsx';

/** The site footer: every public page, the not-legal-advice line and the copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-strong text-on-brand-muted">
      <Container className="py-14">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_2fr]">
          <div className="max-w-sm">
            <SiteLogo inverse />
            <p className="mt-4 leading-relaxed">
              Reads contracts, leases and terms of service and explains them in plain English, with
              every finding pointing at the exact words on the page.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {FOOTER_GROUPS.map((group) => (
              <div key={group.heading}>
                <h2 className="text-sm font-semibold uppercase tracking-[0.12em] text-white">
                  {group.heading}
                </h2>
                <ul className="mt-4 space-y-1">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="inline-flex min-h-9 items-center no-underline hover:text-white hover:underline focus-visible:outline-white"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 border-t border-white/15 pt-6 text-sm leading-relaxed">
          <p>
            <strong className="font-semibold text-white">Not legal advice.</strong> Legal Explainer
            explains documents; it is not a lawyer and does not replace one. For decisions that
            matter, speak to a qualified lawyer where you live.
          </p>
          {/* The landing page is rendered at build time; in a new year its copy says the last
              one until the next build, which is no reason to redraw the page on hydration. */}
          <p className="mt-2" suppressHydrationWarning>
            © {year} Legal Explainer
          </p>
        </div>
      </Container>
    </footer>
  );
}
