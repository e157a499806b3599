import { useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { branches } from "~/content/branches";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/branch";

/** The komisariat this page is for: the last segment of /struktur/<slug>. */
function branchAt(pathname: string) {
  const slug = pathname.replace(/\/$/, "").split("/").pop();
  const branch = branches.find((candidate) => candidate.slug === slug);
  if (!branch) throw new Error(`Tidak ada komisariat untuk ${pathname}`);
  return branch;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const branch = branchAt(location.pathname);
  return pageMeta({
    title: branch.name,
    description: `${branch.name} GMKI Cabang Wamena: caretaker, sekretaris dan perguruan tinggi yang dilayani.`,
  });
};

export default function BranchPage() {
  const branch = branchAt(useLocation().pathname);
  return (
    <>
      <PageHeader eyebrow="Komisariat" title={branch.name} />
      <div className="container-page py-12">
        <p className="text-muted">{branch.summary}</p>
      </div>
    </>
  );
}
