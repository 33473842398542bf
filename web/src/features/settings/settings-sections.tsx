import type { ComponentType } from 'react';
import { CalendarFeedSection } from './components/calendar-feed-section';
import { NotificationsSection } from './components/notifications-section';

export interface SettingsSection {
  /** In the address: `?section=<id>`. */
  id: string;
  label: string;
  description: string;
  /** Saves on its own (its own button and toast). */
  Panel: ComponentType<{ role: 'patient' | 'healer' }>;
}

/**
 * Every section of the settings page, in order: the one place to add one (Account, Security,
 * Privacy and Danger zone come with the privacy issue). Each panel owns its form and saves it.
 */
export const SETTINGS_SECTIONS: SettingsSection[] = [
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
];
