import { sitePath } from "~/lib/pages/addresses";

/**
 * A seat with no name, as a sentence rather than a blank: "Masih kosong.
 * Hubungi sekretariat." (the way to ask about it, a real link), or, for a
 * term that has ended, whose seat waits for no one: "Tidak tercatat."
 */
export function VacantName({ ended = false }: { ended?: boolean }) {
  if (ended) return <span className="font-normal text-muted">Tidak tercatat.</span>;
  return (
    <span className="font-normal text-muted">
      Masih kosong.{" "}
      <a className="font-semibold text-brand-700 underline underline-offset-4" href={sitePath("/kontak")}>
        Hubungi sekretariat
      </a>
      .
    </span>
  );
}
