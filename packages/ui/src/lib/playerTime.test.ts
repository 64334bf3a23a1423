import { afterEach, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { clearSession, saveSession } from '@imperio/api-client/session';
import { createI18n } from '../i18n';
import { deviceTimeZone, formatClockTime, formatPlayerTime, profileTimeZone, zoneCity, zoneLabel } from './playerTime';
import { useDateText } from './useDateText';

// 22:46 UTC on 15 June = 00:46 on 16 June in Madrid (summer time, UTC+2).
const LATE = Date.parse('2026-06-15T22:46:00Z');
const NOW = Date.parse('2026-06-15T22:00:00Z');

describe('formatPlayerTime: the profile zone, labelled when it is not the device zone', () => {
  it('a Madrid profile on a UTC device writes Madrid time with its city', () => {
    const context = { language: 'es', profileZone: 'Europe/Madrid', deviceZone: 'UTC' };
    // Now in Madrid is 16 June 00:00, so 00:46 is the same day: no date.
    expect(formatPlayerTime(LATE, 'clock', context, NOW)).toBe('00:46:00 (Madrid)');
    expect(formatPlayerTime(LATE, 'dateTime', context)).toBe('16 jun 2026, 0:46 (Madrid)');
    // A date alone needs no city.
    expect(formatPlayerTime(LATE, 'date', context)).toBe('16 de junio de 2026');
  });

  it('the same zone on the device goes unlabelled, and a report and a mission agree on the hour', () => {
    const context = { language: 'es', profileZone: 'Europe/Madrid', deviceZone: 'Europe/Madrid' };
    expect(formatPlayerTime(LATE, 'clock', context, NOW)).toBe('00:46:00');
    expect(formatPlayerTime(LATE, 'dateTime', context)).toBe('16 jun 2026, 0:46');
  });

  it('English, another zone, and the catalogue wording of the label', () => {
    const context = {
      language: 'en',
      profileZone: 'America/New_York',
      deviceZone: 'Europe/Madrid',
      inZone: (time: string, city: string) => `${time} [${city}]`,
    };
    expect(formatPlayerTime(LATE, 'clock', context, NOW)).toBe('18:46:00 [New York]');
  });

  it('a missing or unknown profile zone is UTC (no throw), labelled on a non-UTC device only', () => {
    expect(profileTimeZone('Mars/Olympus')).toBe('UTC');
    expect(formatPlayerTime(LATE, 'clock', { language: 'es', profileZone: null, deviceZone: 'UTC' }, NOW)).toBe('22:46:00');
    expect(formatPlayerTime(LATE, 'clock', { language: 'es', profileZone: 'Mars/Olympus', deviceZone: 'Europe/Madrid' }, NOW)).toBe(
      '22:46:00 (UTC)',
    );
  });

  it('zone names compare as Intl resolves them; cities read without underscores', () => {
    expect(zoneLabel('UTC', 'Etc/UTC')).toBeNull();
    expect(zoneLabel('Europe/Madrid', 'UTC')).toBe('Madrid');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});

describe('useDateText follows the profile zone', () => {
  afterEach(() => clearSession());

  it('a message date of a Madrid profile is Madrid time, labelled unless the device is in Madrid', () => {
    saveSession({ access: 'a', refresh: 'r', user: { id: 1, display_name: 'Demo', timezone: 'Europe/Madrid' } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n: createI18n('en') }, children);
    const { result } = renderHook(() => useDateText(), { wrapper });
    const label = deviceTimeZone() === 'Europe/Madrid' ? '' : ' (Madrid)';
    expect(result.current.dateTime('2026-06-15T22:46:00Z')).toBe(`16 Jun 2026, 00:46${label}`);
  });
});

describe('formatClockTime', () => {
  const NOW = Date.parse('2026-06-15T12:00:00Z');

  it("writes the time in the profile's time zone", () => {
    expect(formatClockTime(Date.parse('2026-06-15T12:05:09Z'), 'es', 'Europe/Madrid', NOW)).toBe('14:05:09');
    expect(formatClockTime(Date.parse('2026-06-15T12:05:09Z'), 'en', 'America/New_York', NOW)).toBe('08:05:09');
    expect(formatClockTime(Date.parse('2026-06-15T12:05:09Z'), 'en', 'UTC', NOW)).toBe('12:05:09');
  });

  it('adds the day when it is not today in that zone', () => {
    // 23:30 UTC is already the 16th in Tokyo.
    expect(formatClockTime(Date.parse('2026-06-15T23:30:00Z'), 'en', 'Asia/Tokyo', NOW)).toMatch(/16 Jun.*08:30:00/);
    expect(formatClockTime(Date.parse('2026-06-15T23:30:00Z'), 'en', 'UTC', NOW)).toBe('23:30:00');
  });

  it('uses UTC for an unknown or missing zone', () => {
    expect(profileTimeZone('Mars/Olympus')).toBe('UTC');
    expect(profileTimeZone(null)).toBe('UTC');
    expect(formatClockTime(Date.parse('2026-06-15T12:05:09Z'), 'es', 'Mars/Olympus', NOW)).toBe('12:05:09');
  });
});
