/**
 * A seat with no name: the dash the site has always shown, with a quiet
 * word beside it so it reads as intended, not as a fault. For a term that
 * has ended the seat is no longer waiting to be filled: its name is simply
 * not on record.
 */
export function VacantName({ ended = false }: { ended?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true">-</span>
      {/* Quiet words, not a pill: nothing here to tap. */}
      <span className="text-sm font-normal text-muted italic">{ended ? "tidak tercatat" : "belum terisi"}</span>
    </span>
  );
}
