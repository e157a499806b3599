/**
 * A mailto: link whose address may break after the "@" on narrow screens,
 * instead of in the middle of a word.
 */
export function EmailLink({ address, className }: { address: string; className?: string }) {
  const [local, domain] = address.split("@");
  return (
    <a href={`mailto:${address}`} className={className}>
      {/* One box, so a flex link does not lay the two halves out as separate items. */}
      <span>
        {local}@
        <wbr />
        {domain}
      </span>
    </a>
  );
}
