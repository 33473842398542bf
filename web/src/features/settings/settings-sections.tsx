import type { ComponentType } from 'react';
import { AccountSection } from './components/account-section';
import { CalendarFeedSection } from './components/calendar-feed-section';
import { DangerZoneSection } from './components/danger-zone-section';
import { NotificationsSection } from './components/notifications-section';
import { PrivacySection } from './components/privacy-section';
import { SecuritySection } from './components/security-section';

export interface SettingsSection {
  /** In the address: `?section=<id>`. */
  id: string;
  label: string;
  description: string;
  /** Saves on its own (its own button and toast). */
  Panel: ComponentType<{ role: 'patient' | 'healer' }>;
}

/**
 * Every section of the settings page, in order: the one place to add one. Each panel owns its
 * forms and saves them (decision 067).
 */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    id: 'account',
    label: 'Account',
    description: 'Your name, email address and password.',
    Panel: AccountSection,
  },
  {
    id: 'security',
    label: 'Security',
    description: 'Two-factor authentication, where you are signed in, and recent sign-ins.',
    Panel: SecuritySection,
  },
  {
    id: 'notifications',
    label: 'Notifications',
    description: 'What you are told about, by email and in Wellspring, and when reminders come.',
    Panel: NotificationsSection,
  },
  {
    id: 'calendar',
    label: 'Calendar feed',
    description: 'Your sessions in your own calendar app.',
    Panel: CalendarFeedSection,
  },
  {
    id: 'privacy',
    label: 'Privacy',
    description: 'Who accessed your data, and a copy of everything we hold.',
    Panel: PrivacySection,
  },
  {
    id: 'danger',
    label: 'Danger zone',
    description: 'Delete your account.',
    Panel: DangerZoneSection,
  },
];
