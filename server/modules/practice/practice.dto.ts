import type { z } from 'zod';
import { BOOKING_DEFAULTS, DEFAULT_SESSION_TYPE } from '@contract/practice';
import type {
  BookableSessionType,
  BookingSettings,
  SessionType,
  UpdateBookingSettingsSchema,
} from '@contract/practice';
import type { bookingSettings, sessionTypes } from '../../db/schema';
import type { ProfileRow } from '../profiles/profiles.dto';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;
export type SessionTypeRow = typeof sessionTypes.$inferSelect;

/** A healer's rules: their row, or the defaults when they never saved any. */
export type EffectiveSettings = Omit<BookingSettingsRow, 'healerId' | 'updatedAt'>;

export function effectiveSettings(row: EffectiveSettings | undefined): EffectiveSettings {
  return (
    row ?? {
      minNoticeHours: BOOKING_DEFAULTS.min_notice_hours,
      horizonDays: BOOKING_DEFAULTS.horizon_days,
      bufferBeforeMinutes: BOOKING_DEFAULTS.buffer_before_minutes,
      bufferAfterMinutes: BOOKING_DEFAULTS.buffer_after_minutes,
      dailyMaxSessions: BOOKING_DEFAULTS.daily_max_sessions,
      cancellationWindowHours: BOOKING_DEFAULTS.cancellation_window_hours,
      cancellationPolicy: BOOKING_DEFAULTS.cancellation_policy,
      slotStepMinutes: BOOKING_DEFAULTS.slot_step_minutes,
    }
  );
}

export const toBookingSettings = (
  settings: EffectiveSettings,
  timezone: string,
): BookingSettings => ({
  min_notice_hours: settings.minNoticeHours,
  horizon_days: settings.horizonDays,
  buffer_before_minutes: settings.bufferBeforeMinutes,
  buffer_after_minutes: settings.bufferAfterMinutes,
  daily_max_sessions: settings.dailyMaxSessions,
  cancellation_window_hours: settings.cancellationWindowHours,
  cancellation_policy: settings.cancellationPolicy,
  slot_step_minutes: settings.slotStepMinutes,
  timezone,
});

export const toSessionType = (row: SessionTypeRow): SessionType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  duration_minutes: row.durationMinutes,
  price: row.price,
  modes: row.modes,
  is_active: row.isActive,
  position: row.position,
  requires_confirmation: row.requiresConfirmation,
});

/** What patients can book: the type as stored, or the default one a healer without types offers. */
export interface BookableType {
  id: string | null;
  name: string;
  description: string | null;
  durationMinutes: number;
  price: number | null;
  modes: ProfileRow['consultationModes'];
  requiresConfirmation: boolean;
}

/** A stored type as patients can book it: in the modes both it and the healer offer. */
export const bookableFromRow = (row: SessionTypeRow, healer: ProfileRow): BookableType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  durationMinutes: row.durationMinutes,
  price: row.price,
  modes: row.modes.filter((mode) => healer.consultationModes.includes(mode)),
  requiresConfirmation: row.requiresConfirmation,
});

/** docs/product.md, Session types: one "Session" of 60 minutes at the consultation fee. */
export const defaultSessionType = (healer: ProfileRow): BookableType => ({
  id: null,
  name: DEFAULT_SESSION_TYPE.name,
  description: null,
  durationMinutes: DEFAULT_SESSION_TYPE.duration_minutes,
  price: healer.consultationFee,
  modes: healer.consultationModes,
  requiresConfirmation: false,
});

export const toBookableSessionType = (type: BookableType): BookableSessionType => ({
  id: type.id,
  name: type.name,
  description: type.description,
  duration_minutes: type.durationMinutes,
  price: type.price,
  modes: type.modes,
  requires_confirmation: type.requiresConfirmation,
});

/** The columns a settings change writes (fields left out keep their values). */
export const settingsChangeToRow = (change: z.output<typeof UpdateBookingSettingsSchema>) => ({
  minNoticeHours: change.min_notice_hours,
  horizonDays: change.horizon_days,
  bufferBeforeMinutes: change.buffer_before_minutes,
  bufferAfterMinutes: change.buffer_after_minutes,
  dailyMaxSessions: change.daily_max_sessions,
  cancellationWindowHours: change.cancellation_window_hours,
  cancellationPolicy: change.cancellation_policy,
  slotStepMinutes: change.slot_step_minutes,
});
