import { Link } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { LegalPage } from '../components/legal-page';

export default function TermsPage() {
  usePageMeta('Terms of Service', 'The terms that apply when you use Wellspring.');
  return (
    <LegalPage title="Terms of Service">
      <p>
        Wellspring is a marketplace that connects people seeking care (patients) with independent
        wellness professionals (healers). By creating an account or using the service you agree to
        these terms.
      </p>
      <h2>1. Not emergency or medical care</h2>
      <p>
        Wellspring does not provide medical advice, diagnosis or treatment, and is not for
        emergencies. If you are in crisis or your health is at risk, call your local emergency
        number now.
      </p>
      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 18 years old and give accurate information.</li>
        <li>Keep your password to yourself; you are responsible for activity on your account.</li>
        <li>Choose the role that fits you: patient, or wellness professional.</li>
      </ul>
      <h2>3. Healers</h2>
      <p>
        Healers are independent professionals, not employees of Wellspring. They are responsible for
        holding the qualifications and licences their practice requires, for the accuracy of their
        profile, fees and availability, and for the sessions they give.
      </p>
      <h2>4. Bookings and sessions</h2>
      <p>
        A booking is an agreement between the patient and the healer. Attend on time, or let the
        other person know through Messages as early as you can if plans change.
      </p>
      <h2>5. Acceptable use</h2>
      <ul>
        <li>No harassment, discrimination, spam or unlawful content in profiles or messages.</li>
        <li>No attempts to access other people&apos;s accounts or to disrupt the service.</li>
      </ul>
      <p>We may suspend accounts that break these rules.</p>
      <h2>6. Liability</h2>
      <p>
        The service is provided as is. To the extent the law allows, Wellspring is not liable for
        the content of sessions between patients and healers.
      </p>
      <h2>7. Changes and contact</h2>
      <p>
        We may update these terms; we will tell you about important changes before they apply. How
        we handle your data is described in our{' '}
        <Link to="/privacy" className="text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
    </LegalPage>
  );
}
