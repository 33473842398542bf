import { Link } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { LegalPage } from '../components/legal-page';

export default function PrivacyPage() {
  usePageMeta('Privacy Policy', 'What Wellspring collects, why, and the choices you have.');
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Your wellbeing is personal. This policy explains what Wellspring collects, why, and the
        choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account details: your name, email address and role. Passwords are stored only as a one-way
          hash.
        </li>
        <li>
          Profile details you choose to add, such as a photo, location, languages, date of birth or,
          for healers, specialties, fees and certifications.
        </li>
        <li>Bookings and the messages you exchange with patients or healers.</li>
        <li>
          Technical data needed to keep the service secure, such as sign-in times and IP addresses
          used to stop abuse.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To run your account, bookings and conversations.</li>
        <li>To show healers&apos; public profiles to people looking for care.</li>
        <li>To send service emails such as password reset links.</li>
        <li>To protect the service against fraud and abuse.</li>
      </ul>
      <p>We do not sell your data and do not use it for advertising.</p>
      <h2>Who sees it</h2>
      <p>
        Healers&apos; profiles are public. A patient&apos;s details are shared only with the healers
        they book or message. Session cookies are strictly necessary and keep you signed in; we do
        not use tracking cookies.
      </p>
      <h2>Your choices</h2>
      <p>
        You can view and correct your profile at any time from your dashboard, and ask us to export
        or delete your account. We keep data only as long as your account is active or the law
        requires.
      </p>
      <h2>Changes</h2>
      <p>
        We will tell you about material changes before they apply. See also our{' '}
        <Link to="/terms" className="text-brand-700 underline">
          Terms of Service
        </Link>
        .
      </p>
    </LegalPage>
  );
}
