import { Mail, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteConfig } from '@/api/get-site-config';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/use-page-meta';

const inlineLink = 'font-medium text-brand-700 underline';

/** docs/product.md, Pages and routes: Contact Us, writing to CONTACT_EMAIL. */
export default function ContactPage() {
  usePageMeta('Contact us', 'How to reach the Wellspring team and your practitioner.');
  const site = useSiteConfig();
  const email = site.data?.contact_email;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12 text-slate-800">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Contact us</h1>
        <p className="text-slate-700">
          Many answers are in the{' '}
          <Link to="/faq" className={inlineLink}>
            FAQ
          </Link>
          .
        </p>
      </header>
      <section aria-labelledby="contact-team" className="flex gap-4">
        <Mail aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        <div className="space-y-1">
          <h2 id="contact-team" className="text-xl font-semibold text-slate-900">
            The Wellspring team
          </h2>
          {site.isPending ? (
            <Spinner label="Loading" />
          ) : email ? (
            <p>
              Write to us at{' '}
              <a href={`mailto:${email}`} className={inlineLink}>
                {email}
              </a>{' '}
              about your account, a practitioner, privacy or anything that is not working. We answer
              within two working days.
            </p>
          ) : (
            <p>
              This Wellspring server has no support address configured. Please ask the people who
              run it.
            </p>
          )}
        </div>
      </section>
      <section aria-labelledby="contact-practitioner" className="flex gap-4">
        <MessageSquare aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        <div className="space-y-1">
          <h2 id="contact-practitioner" className="text-xl font-semibold text-slate-900">
            Your practitioner
          </h2>
          <p>
            For anything about a session, write to your practitioner directly from{' '}
            <Link to="/messages" className={inlineLink}>
              Messages
            </Link>{' '}
            or from the session on your dashboard.
          </p>
        </div>
      </section>
    </article>
  );
}
