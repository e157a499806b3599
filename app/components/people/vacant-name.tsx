/**
 * A seat still empty: the dash the site has always shown, with a quiet
 * "belum terisi" beside it so it reads as intended, not as a fault.
 */
export function VacantName() {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true">-</span>
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-muted uppercase">
        belum terisi
      </span>
    </span>
  );
}
