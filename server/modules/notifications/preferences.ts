import {
  NOTIFICATION_CATEGORIES,
  REMINDER_LEAD_CHOICES,
  type NotificationCategory,
  type NotificationPreferences,
} from '@contract/notifications';

export type Channel = 'email' | 'in_app';

/**
 * A user's notification choices with the defaults filled in (docs/product.md, Notifications):
 * every category on for both channels, and the server's reminder lead times.
 */
export interface EffectivePreferences {
  wants(channel: Channel, category: NotificationCategory): boolean;
  /** Minutes before each session, longest first. */
  reminderLeads: number[];
}

/** The stored choices, as a row or a left join gives them (nulls when there is no row). */
export interface StoredPreferences {
  emailOff: string[] | null;
  inAppOff: string[] | null;
  reminderLeadMinutes: number[] | null;
}

export function effectivePreferences(
  row: StoredPreferences | null | undefined,
  defaultLeads: number[],
): EffectivePreferences {
  const off = {
    email: new Set(row?.emailOff ?? []),
    in_app: new Set(row?.inAppOff ?? []),
  };
  return {
    wants: (channel, category) => !off[channel].has(category),
    reminderLeads: [...(row?.reminderLeadMinutes ?? defaultLeads)].sort((a, b) => b - a),
  };
}

/** The lead times a user may choose: the fixed short list and the server's defaults. */
export function reminderLeadChoices(defaultLeads: number[]): number[] {
  return [...new Set([...REMINDER_LEAD_CHOICES, ...defaultLeads])].sort((a, b) => a - b);
}

export function toPreferences(
  preferences: EffectivePreferences,
  defaultLeads: number[],
): NotificationPreferences {
  const switches = (channel: Channel) =>
    Object.fromEntries(
      NOTIFICATION_CATEGORIES.map((category) => [category, preferences.wants(channel, category)]),
    ) as Record<NotificationCategory, boolean>;
  return {
    email: switches('email'),
    in_app: switches('in_app'),
    reminder_lead_minutes: preferences.reminderLeads,
    reminder_lead_choices: reminderLeadChoices(defaultLeads),
  };
}
