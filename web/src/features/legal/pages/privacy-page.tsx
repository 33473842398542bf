import { Link } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { LegalPage } from '../components/legal-page';

export default function PrivacyPage() {
  usePageMeta('Privacy Policy', 'What Wellspring stores, why, for how long, and your choices.');
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Your wellbeing is personal. This policy explains what Wellspring stores, why, how long we
        keep it, and the controls you have in Settings.
      </p>
      <h2>What we store and why</h2>
      <ul>
        <li>
          Account details: your name, email address and role, to run your account and write to you.
          Passwords are stored only as a one-way hash.
        </li>
        <li>
          Profile details you choose to add, such as a photo, location, languages, date of birth or,
          for healers, specialties, fees and certifications.
        </li>
        <li>
          Your care: bookings, the messages you exchange, wellness plans, check-ins and session
          notes, shared only between you and the practitioners you work with.
        </li>
        <li>
          Sessions: for each device you are signed in on, the browser it reported, its IP address
          and when it was last active, so you can recognise it and sign it out in Settings,
          Security. A session ends when you sign out, after a period without activity, and at the
          latest after 30 days.
        </li>
        <li>
          Two-factor authentication, if you turn it on: the secret your authenticator app shares
          with us (encrypted) and your backup codes (encrypted; each works once).
        </li>
        <li>
          The access log: each time a practitioner opens your appointments, conversations, plans,
          check-ins or session notes (who, what, when and from which IP address), and your
          account&apos;s security events (sign-ins, failed sign-in attempts, password, email and
          two-factor changes, data downloads and deletion requests). You can read it under Settings,
          Privacy, &ldquo;Who accessed my data&rdquo;. It is kept for 6 years by default, as
          health-care records of access usually must be, then deleted.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To run your account, bookings, conversations and care.</li>
        <li>To show healers&apos; public profiles to people looking for care.</li>
        <li>To send service emails such as confirmations, reminders and password reset links.</li>
        <li>To protect your account and the service against fraud and abuse.</li>
      </ul>
      <p>We do not sell your data and do not use it for advertising.</p>
      <h2>Who sees it</h2>
      <p>
        Healers&apos; profiles are public. A patient&apos;s details are shared only with the healers
        they book or message, and every time a healer opens them it is written to the patient&apos;s
        access log.
      </p>
      <h2>Cookies and trackers</h2>
      <p>
        We use no third-party trackers, analytics or advertising scripts. Our only cookies are
        strictly necessary: they keep you signed in (and, if you ask, remember a trusted device for
        two-factor for 30 days).
      </p>
      <h2>Your controls</h2>
      <ul>
        <li>
          See and correct your details at any time in your dashboard and in Settings, Account.
          Changing your email address takes effect only once you open the link we send to the new
          address.
        </li>
        <li>
          Download your data: Settings, Privacy, &ldquo;Download my data&rdquo; prepares a ZIP of
          everything your account holds and emails you a link that works once, for 24 hours.
        </li>
        <li>
          Delete your account: Settings, Danger zone. You are signed out everywhere at once and your
          account is hidden; after a grace period of 7 days your personal data is erased. Signing in
          within those 7 days cancels the deletion. Records others must keep (such as a
          practitioner&apos;s own notes of past sessions) stay with them without your name.
        </li>
      </ul>
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
