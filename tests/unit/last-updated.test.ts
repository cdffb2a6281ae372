import assert from 'node:assert/strict';
import {describe, it as test} from 'node:test';
import {formatDateUtc} from '../../src/theme/LastUpdated/formatDate';

describe('the "Last updated" date without Intl', () => {
  test('reads as theme-classic writes it, for every day of six years and at both ends of a UTC day', (t) => {
    // In a time zone far from UTC, so that a date taken in local time differs.
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    t.after(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 6 * 366; day += 1) {
      for (const offset of [0, 86_399_999]) {
        const date = new Date(start + day * 86_400_000 + offset);
        assert.equal(formatDateUtc(date, 'en'), intl.format(date), date.toISOString());
      }
    }
  });

  test('uses Intl for another locale', () => {
    const date = new Date(Date.UTC(2026, 10, 27));
    assert.equal(
      formatDateUtc(date, 'de'),
      new Intl.DateTimeFormat('de', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date),
    );
  });
});
