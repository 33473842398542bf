import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { iceServersFor } from './ice-servers';
import { videoRoomFor, type RoomAppointment } from './video-room';

const MINUTE = 60_000;
const start = new Date('2026-12-01T15:00:00Z');
const appointment: RoomAppointment = {
  id: '6f1c2a8e-2b4c-4c51-9a5e-0d3f1e2a7b90',
  mode: 'video',
  status: 'scheduled',
  scheduledAt: start,
  endsAt: new Date(start.getTime() + 45 * MINUTE),
};
const settings = { opensMinutesBefore: 10, appUrl: 'https://wellspring.example' };
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * MINUTE);

describe('videoRoomFor (for the reminder emails)', () => {
  it('gives the room URL and its window: from 10 minutes before until 30 after the end', () => {
    expect(videoRoomFor(appointment, settings, at(-120))).toEqual({
      phase: 'upcoming',
      open: false,
      joinable: false,
      opensAt: at(-10),
      closesAt: at(45 + 30),
      url: 'https://wellspring.example/session/6f1c2a8e-2b4c-4c51-9a5e-0d3f1e2a7b90',
    });
  });

  it.each([
    [-71, 'upcoming', false, false],
    [-70, 'upcoming', false, true],
    [-10.01, 'upcoming', false, true],
    [-10, 'open', true, true],
    [74.99, 'open', true, true],
    [75, 'ended', false, false],
  ])('%d minutes from the start: %s (open %s, joinable %s)', (minutes, phase, open, joinable) => {
    expect(videoRoomFor(appointment, settings, at(minutes))).toMatchObject({
      phase,
      open,
      joinable,
    });
  });

  it('follows ROOM_OPENS_MINUTES_BEFORE and the closed states', () => {
    expect(videoRoomFor(appointment, { ...settings, opensMinutesBefore: 0 }, at(-1))?.open).toBe(
      false,
    );
    for (const status of ['cancelled', 'completed', 'no_show'])
      expect(videoRoomFor({ ...appointment, status }, settings, at(5))?.open).toBe(false);
    expect(videoRoomFor({ ...appointment, mode: 'in_person' }, settings, at(5))).toBeUndefined();
  });
});

describe('video configuration', () => {
  it('defaults to no ICE servers and rooms opening 10 minutes early', () => {
    const env = loadEnv({});
    expect(env.ICE_SERVERS).toEqual([]);
    expect(env.ROOM_OPENS_MINUTES_BEFORE).toBe(10);
    expect(env.TURN_SECRET).toBeUndefined();
  });

  it('reads ICE_SERVERS as a JSON array of RTCIceServer', () => {
    const env = loadEnv({
      ICE_SERVERS:
        '[{"urls":"stun:stun.example:3478"},{"urls":["turn:t.example?transport=udp"],"username":"u","credential":"c"}]',
      ROOM_OPENS_MINUTES_BEFORE: '15',
    });
    expect(env.ICE_SERVERS).toEqual([
      { urls: ['stun:stun.example:3478'] },
      { urls: ['turn:t.example?transport=udp'], username: 'u', credential: 'c' },
    ]);
    expect(env.ROOM_OPENS_MINUTES_BEFORE).toBe(15);
  });

  it.each([
    [{ ICE_SERVERS: 'stun:x' }, /ICE_SERVERS must be a JSON array/],
    [{ ICE_SERVERS: '{"urls":"stun:x"}' }, /ICE_SERVERS must be a JSON array/],
    [{ ICE_SERVERS: '[{"urls":"http://x"}]' }, /ICE_SERVERS.0.urls .*stun:/],
    [{ ICE_SERVERS: '[{"urls":"stun:x","extra":1}]' }, /ICE_SERVERS/],
    [{ ROOM_OPENS_MINUTES_BEFORE: '-5' }, /ROOM_OPENS_MINUTES_BEFORE/],
    [{ TURN_SECRET: 'short' }, /TURN_SECRET must be at least 16/],
  ])('refuses %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });

  it('keeps static TURN credentials and adds none without TURN_SECRET', () => {
    const env = loadEnv({ ICE_SERVERS: '[{"urls":"turn:t.example"}]' });
    expect(iceServersFor(env, 'user-1', at(75))).toEqual([{ urls: ['turn:t.example'] }]);
  });
});
