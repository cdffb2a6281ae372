/**
 * The page date as theme-classic writes it ("Nov 27, 2026": the short month, the day, the year, in
 * UTC), without `Intl`. The first `Intl` formatter a page creates makes the browser load its
 * locale data: 25-55 ms of main thread at full CPU speed, inside hydration, on every guide
 * (bench/report.md, "Mobile blocking time"). This site is English only, so the English month
 * names are all it needs; `formatDateUtc` falls back to `Intl` for any other locale.
 * `tests/unit/last-updated.test.ts` compares it with `Intl` day by day.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDateUtc(date: Date, locale: string): string {
  if (locale !== 'en') {
    return new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(
      date,
    );
  }
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
