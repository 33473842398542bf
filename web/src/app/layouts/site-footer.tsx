import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '@/api/get-site-config';
import { useNearViewport } from '@/lib/use-near-viewport';
import { BrandLogo } from './brand-logo';

// Below the fold on every page: the form's code is not part of the first download.
const SocialLinkList = lazy(() => import('./social-link-list'));
const NewsletterForm = lazy(() =>
  import('@/features/newsletter/components/newsletter-form').then((module) => ({
    default: module.NewsletterForm,
  })),
);

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/healers', label: 'Find Healers' },
  { to: '/about', label: 'About Us' },
];

const supportLinks = [
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

const headingClass = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
const linkClass = 'rounded text-sm text-slate-300 hover:text-white';

/** Only the accounts the operator configured (SOCIAL_LINKS); none by default, so no code either. */
function SocialLinks() {
  const links = useSiteConfig().data?.social_links ?? [];
  if (links.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialLinkList links={links} className={linkClass} />
    </Suspense>
  );
}

/** The newsletter form, loaded when the footer comes into view, not with every page. */
function JoinUs() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      <h2 className={headingClass}>Join Us</h2>
      <p className="mb-3 text-sm">Wellness tips and news from our community.</p>
      {near ? (
        <Suspense fallback={<div className="h-10" />}>
          <NewsletterForm />
        </Suspense>
      ) : (
        <div className="h-10" />
      )}
    </div>
  );
}

/** docs/product.md, The frame: the footer of every public page. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <div className="[&_a]:text-white">
            <BrandLogo />
          </div>
          <p className="text-sm">
            Your journey to wellness starts here. Connect with trusted professionals for holistic
            mind-body care.
          </p>
          <SocialLinks />
        </div>
        <FooterLinks id="footer-quick-links" title="Quick Links" links={quickLinks} />
        <FooterLinks id="footer-support" title="Support" links={supportLinks} />
        <JoinUs />
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        © {new Date().getFullYear()} Wellspring. All rights reserved.
      </div>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: Array<{ to: string; label: string }>;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
