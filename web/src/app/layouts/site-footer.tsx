import { AtSign, Camera, Globe, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { BrandLogo } from './brand-logo';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/healers', label: 'Find Healers' },
  { to: '/about', label: 'About Us' },
];

const supportLinks = ['FAQ', 'Contact Us', 'Privacy Policy', 'Terms of Service'];

const socialLinks = [
  // Brand marks are not ours to ship; neutral icons stand in until real profiles exist.
  { label: 'Facebook', Icon: Users },
  { label: 'Instagram', Icon: Camera },
  { label: 'X (Twitter)', Icon: AtSign },
  { label: 'LinkedIn', Icon: Globe },
];

const headingClass = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
const linkClass = 'rounded text-sm text-slate-300 hover:text-white';

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
          <ul className="flex gap-3" aria-label="Social media">
            {socialLinks.map(({ label, Icon }) => (
              <li key={label}>
                <a href="#" className={linkClass} aria-label={label}>
                  <Icon className="size-5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="space-y-2">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={headingClass}>
            Support
          </h2>
          <ul className="space-y-2">
            {supportLinks.map((label) => (
              <li key={label}>
                <a href="#" className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Join Us</h2>
          <p className="mb-3 text-sm">Wellness tips and news from our community.</p>
          <form className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="footer-newsletter-email" className="sr-only">
              Email address
            </label>
            <Input
              id="footer-newsletter-email"
              type="email"
              placeholder="Your email"
              className="border-slate-600 bg-slate-800 text-white placeholder:text-slate-400"
            />
            <Button type="submit">Subscribe</Button>
          </form>
        </div>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        © {new Date().getFullYear()} Wellspring. All rights reserved.
      </div>
    </footer>
  );
}
