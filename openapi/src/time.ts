/** The offset of `zone` from UTC at instant `at`, in milliseconds. */
export function zoneOffsetMs(at: Date, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock in `zone` shows the given local date and time. */
export function instantInZone(
  local: { year: number; month: number; day: number; hour: number; minute?: number },
  zone: string,
) {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute ?? 0);
  return new Date(guess - zoneOffsetMs(new Date(guess), zone));
}

/** Today's date on the wall calendar of `zone`. */
export function todayInZone(zone: string, now = new Date()) {
  const local = new Date(now.getTime() + zoneOffsetMs(now, zone));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value ('2026-12-01T19:30') on `zone`'s wall clock → ISO instant; null if malformed. */
export function localInputToIso(value: string, zone: string): string | null {
  const m = LOCAL_INPUT.exec(value);
  if (!m) return null;
  const [, year, month, day, hour, minute] = m.map(Number);
  return instantInZone({ year, month, day, hour, minute }, zone).toISOString();
}
