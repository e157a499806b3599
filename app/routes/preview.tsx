import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { siteContent, siteSamples } from "~/content/content.server";
import { motifs } from "~/lib/media/motifs.server";
import { pageMeta, requestPath } from "~/lib/meta/page-meta.server";
import { sitePath } from "~/lib/pages/addresses";

// Typed without React Router's generated types: the route exists only while a fact is a sample.
export const meta: MetaFunction<typeof loader> = ({ loaderData }) => loaderData?.head ?? [];

const title = "Pratinjau Situs";

/**
 * /pratinjau: every fact on the site that is still a sample, in a visitor's
 * words, each with the page where it shows (app/content/samples.ts).
 * Every page's preview line leads here; the page exists only while the
 * launch list has an open row (app/routes.ts).
 */
export function loader({ url }: LoaderFunctionArgs) {
  const { site } = siteContent();
  return {
    head: pageMeta({
      path: requestPath(url),
      title,
      description: `Situs ${site.name} masih pratinjau: inilah isi yang masih contoh sampai dipastikan pengurus cabang.`,
    }),
    header: {
      motif: motifs.sejarah,
      title,
      intro:
        "Situs ini sudah dapat dibaca, tetapi isi yang didaftar di bawah ini masih contoh sampai dipastikan pengurus cabang.",
    },
    samples: siteSamples().list,
  };
}

export default function PreviewPage() {
  const { header, samples } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader {...header} />
      <div className="container-page max-w-prose space-y-5 py-8 sm:py-12 lg:py-16">
        <p className="text-lg/relaxed text-ink">
          Yang berikut ini masih contoh. Jangan mengandalkannya dulu: pesan ke nomor contoh belum tentu sampai, dan
          kegiatan contoh belum tentu diadakan.
        </p>
        <ul className="list-disc space-y-3 pl-5 text-ink">
          {samples.map(({ what, href }) => (
            <li key={what}>
              {href ? (
                <a className="text-brand-700 underline underline-offset-4" href={sitePath(href)}>
                  {what}
                </a>
              ) : (
                what
              )}
              .
            </li>
          ))}
        </ul>
        <p className="text-muted">
          Daftar ini berkurang setiap kali pengurus cabang memastikan satu bagiannya. Setelah semuanya dipastikan,
          halaman ini, baris pratinjau di setiap halaman, dan catatan di samping data contoh hilang dengan sendirinya.
        </p>
      </div>
    </>
  );
}
