import {
  BadgeCheck,
  Bell,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  ExternalLink,
  Flag,
  History,
  LayoutDashboard,
  List,
  ListChecks,
  MessageSquare,
  Pill,
  ScrollText,
  Settings,
  Star,
  Sun,
  UserRound,
  Users,
} from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import type { Role } from '@contract/constants';
import {
  Sidebar,
  SidebarLabel,
  SidebarProvider,
  SidebarSection,
  SidebarTrigger,
  sidebarItemClass,
  useSidebar,
} from '@/components/ui/sidebar';
import { useCurrentUser } from '@/api/get-current-user';
import { Spinner } from '@/components/ui/spinner';
import { useViewerTimeZone } from '@/api/use-viewer-time-zone';
import { knownRole, profilePath } from '@/lib/role-paths';
import { zoneLabel } from '@/lib/zoned-date';
import { cn } from '@/lib/utils';
import { EmailVerificationBanner } from './email-verification-banner';
import { MessagesLink } from './messages-link';
import { NotificationsBell } from './notifications-bell';
import { SidebarHelp } from './sidebar-help';
import { SidebarUserMenu } from './sidebar-user-menu';

interface NavItem {
  to: string;
  label: string;
  Icon: typeof LayoutDashboard;
  /** Active only on this exact path (not on the pages below it). */
  end?: boolean;
}

/** docs/product.md, The frame: each role's navigation, in this order. */
const NAV: Record<Role, NavItem[]> = {
  healer: [
    { to: '/healer-dashboard', label: 'Today', Icon: Sun, end: true },
    { to: '/healer-dashboard/calendar', label: 'Calendar', Icon: CalendarDays },
    { to: '/healer-dashboard/appointments', label: 'Appointments', Icon: List },
    { to: '/healer-dashboard/clients', label: 'Clients', Icon: Users },
    { to: '/healer-dashboard/plan-templates', label: 'Plan templates', Icon: ClipboardList },
    { to: '/messages', label: 'Messages', Icon: MessageSquare },
    { to: '/healer-dashboard/availability', label: 'Availability', Icon: CalendarClock },
    { to: '/healer-dashboard/services', label: 'Services', Icon: ListChecks },
    { to: '/healer-dashboard/reviews', label: 'Reviews', Icon: Star },
    { to: '/healer-dashboard/verification', label: 'Verification', Icon: BadgeCheck },
    { to: '/healer-profile', label: 'Profile', Icon: UserRound },
    { to: '/healer-dashboard/notifications', label: 'Notifications', Icon: Bell },
    { to: '/healer-dashboard/settings', label: 'Settings', Icon: Settings },
  ],
  patient: [
    { to: '/patient-dashboard', label: 'Dashboard', Icon: LayoutDashboard, end: true },
    {
      to: '/patient-dashboard/appointments',
      label: 'Appointments',
      Icon: CalendarClock,
      end: true,
    },
    { to: '/patient-dashboard/history', label: 'History', Icon: History },
    { to: '/messages', label: 'Messages', Icon: MessageSquare },
    { to: '/patient-dashboard/prescriptions', label: 'Medications', Icon: Pill },
    { to: '/patient-dashboard/notifications', label: 'Notifications', Icon: Bell },
    { to: '/patient-dashboard/settings', label: 'Settings', Icon: Settings },
  ],
  admin: [
    { to: '/admin', label: 'Overview', Icon: LayoutDashboard, end: true },
    { to: '/admin/verifications', label: 'Verifications', Icon: BadgeCheck },
    { to: '/admin/reports', label: 'Reported reviews', Icon: Flag },
    { to: '/admin/users', label: 'Users', Icon: Users },
    { to: '/admin/audit', label: 'Audit log', Icon: ScrollText },
  ],
};

const ROLE_NAMES: Record<Role, string> = { healer: 'Healer', patient: 'Patient', admin: 'Admin' };

/**
 * docs/product.md, Pages and routes (and Constants and limits): the healer and patient screens. A
 * collapsible sidebar (navigation, help, user menu) beside the page; the public header and footer
 * are not shown here.
 */
export function DashboardLayout({ role }: { role: Role }) {
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Sidebar label={`${ROLE_NAMES[role]} navigation`}>
        <SidebarBrand />
        <nav aria-label="Dashboard" className="flex-1">
          <SidebarSection>
            {NAV[role].map((item) => (
              <SidebarNavLink key={item.to} {...item} />
            ))}
            {role === 'healer' ? <PublicProfileLink /> : null}
          </SidebarSection>
        </nav>
        <SidebarSection>
          <SidebarHelp role={role} />
          <SidebarUserMenu role={role} />
        </SidebarSection>
      </Sidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
          <SidebarTrigger />
          <span className="text-sm text-slate-600">
            {role === 'admin' ? 'Admin console' : `${ROLE_NAMES[role]} workspace`}
          </span>
          <ViewerZone />
          {/* Conversations are between patients and healers; admins have none. */}
          {role !== 'admin' && (
            <div className="ml-auto flex items-center gap-1">
              <NotificationsBell role={role} />
              <MessagesLink />
            </div>
          )}
        </header>
        {role !== 'admin' && <EmailVerificationBanner />}
        {/* Pages bring their own padding, as they do in the site layout. */}
        <main id="main" className="flex-1">
          <Suspense fallback={<Spinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </SidebarProvider>
  );
}

/** /messages belongs to both roles: it borrows the layout of whoever is looking. */
export function CurrentRoleDashboardLayout() {
  const { data: currentUser } = useCurrentUser();
  return <DashboardLayout role={knownRole(currentUser?.profile?.role)} />;
}

/** docs/product.md, Time zones: the zone every time on these pages is shown in, in words. */
function ViewerZone() {
  const zone = useViewerTimeZone();
  const profile = useCurrentUser().data?.profile;
  const edit = profile ? profilePath(profile) : undefined;
  const label = `Times in ${zoneLabel(zone)}`;
  return edit ? (
    <Link
      to={edit}
      className="hidden text-xs text-slate-600 underline-offset-2 hover:underline sm:inline"
      title="Change your time zone in your profile"
    >
      {label}
    </Link>
  ) : (
    <span className="hidden text-xs text-slate-600 sm:inline">{label}</span>
  );
}

function SidebarBrand() {
  return (
    <Link
      to="/"
      className="mb-2 flex h-10 items-center gap-2 rounded-md px-1.5 text-lg font-bold text-brand-800 group-data-[state=collapsed]:justify-center group-data-[state=collapsed]:px-0"
    >
      <img src="/favicon.svg" alt="" width={24} height={24} className="shrink-0" />
      <SidebarLabel>Wellspring</SidebarLabel>
    </Link>
  );
}

/** What patients see: the healer's own public profile. */
function PublicProfileLink() {
  const { data } = useCurrentUser();
  const { isMobile, open, setOpenMobile } = useSidebar();
  if (!data) return null;
  const label = 'View my public profile';
  return (
    <Link
      to={`/healers/${encodeURIComponent(data.user.id)}`}
      title={!isMobile && !open ? label : undefined}
      onClick={() => setOpenMobile(false)}
      className={sidebarItemClass}
    >
      <ExternalLink aria-hidden="true" />
      <SidebarLabel>{label}</SidebarLabel>
    </Link>
  );
}

function SidebarNavLink({ to, label, Icon, end = false }: NavItem) {
  const { isMobile, open, setOpenMobile } = useSidebar();
  return (
    <NavLink
      to={to}
      end={end}
      title={!isMobile && !open ? label : undefined}
      onClick={() => setOpenMobile(false)}
      className={({ isActive }) =>
        cn(sidebarItemClass, isActive && 'bg-brand-100 text-brand-900 hover:bg-brand-100')
      }
    >
      <Icon aria-hidden="true" />
      <SidebarLabel>{label}</SidebarLabel>
    </NavLink>
  );
}
