import { CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '@contract/constants';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SidebarLabel, sidebarItemClass } from '@/components/ui/sidebar';

const TIPS: Record<Role, string[]> = {
  healer: [
    'Set your weekly hours under Availability so patients can book you; add time off there too.',
    'Under Services, offer session types and set your notice, buffers and cancellation window.',
    'Add a meeting link to a session from Today, Calendar or Appointments; open any session for its note.',
    'Keep your profile complete: patients choose by specialties, fee and languages.',
  ],
  patient: [
    'Find a practitioner under Healers and book a session from their profile.',
    'Your upcoming sessions and their meeting links are on your dashboard.',
    'Use Messages to talk to your healer before or after a session.',
  ],
  admin: [
    'Verifications lists healers waiting for a decision, longest waiting first.',
    'Reported reviews: hide a review or keep it; either way the reason is recorded.',
    'Every action you take is in the audit log, with your reason.',
  ],
};

/** The sidebar's help button: short, role-specific pointers and the keyboard shortcut. */
export function SidebarHelp({ role }: { role: Role }) {
  return (
    <Popover>
      <PopoverTrigger className={sidebarItemClass}>
        <CircleHelp aria-hidden="true" />
        <SidebarLabel>Help</SidebarLabel>
      </PopoverTrigger>
      <PopoverContent side="right" align="end" className="space-y-3">
        <h2 className="font-semibold text-slate-900">Getting around</h2>
        <ul className="list-disc space-y-1.5 pl-4 text-slate-700">
          {TIPS[role].map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
          <li>
            Press <kbd className="rounded border px-1 text-xs">Ctrl</kbd> /{' '}
            <kbd className="rounded border px-1 text-xs">⌘</kbd> +{' '}
            <kbd className="rounded border px-1 text-xs">B</kbd> to show or hide the sidebar.
          </li>
        </ul>
        <p className="text-slate-700">
          More about us on the{' '}
          <Link to="/about" className="text-brand-700 underline">
            About page
          </Link>
          .
        </p>
      </PopoverContent>
    </Popover>
  );
}
