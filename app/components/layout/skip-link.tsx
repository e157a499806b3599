/** First stop for keyboard users: jumps past the header to the page itself. */
export function SkipLink() {
  return (
    <a
      href="#konten"
      className="sr-only z-50 rounded-md bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Langsung ke konten utama
    </a>
  );
}
