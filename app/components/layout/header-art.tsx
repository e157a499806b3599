/**
 * The drawing of a page's blue band (app.css, .header-art), and the veil
 * that keeps the words readable beside it. Below 40rem it is the band's
 * foot, under the words: the drawing's own phone view (`#telepon`, its
 * subject whole in 5:2; app/assets/art/README.md), as wide as the screen.
 * From 40rem the whole drawing stands at the band's right, its subject
 * clear of the words. One file per topic, either way: the fragment asks
 * for no second download.
 */
export function HeaderArt({ src }: { src: string }) {
  return (
    <>
      <picture>
        <source media="(width < 40rem)" srcSet={`${src}#telepon`} width={500} height={200} />
        <img src={src} alt="" width={1600} height={400} fetchPriority="high" className="header-art" />
      </picture>
      <div className="absolute inset-0 -z-20 max-sm:hidden sm:bg-linear-to-r sm:from-brand-900 sm:from-40% sm:to-brand-900/0 sm:to-62%" />
    </>
  );
}
