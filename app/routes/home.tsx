import { PageTitle } from "~/components/layout/page-title";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Beranda",
    description:
      "GMKI Cabang Wamena: persekutuan, pembinaan dan pelayanan mahasiswa Kristen di Wamena, Papua Pegunungan. Tinggi Iman, Tinggi Ilmu, Tinggi Pengabdian.",
  });

export default function Home() {
  return (
    <div className="container-page py-16">
      <PageTitle>{site.name}</PageTitle>
      <p className="mt-4 text-lg text-muted">{site.description}</p>
    </div>
  );
}
