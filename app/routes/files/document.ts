// dokumen/<file>.pdf: a document the branch uploaded (content/documents/),
// served as it is. The content check has made sure it is a PDF of at most
// 4 MB; the service worker never keeps it ahead (scripts/build/service-worker.mjs).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "../../../site.config.mjs";
import { siteContent } from "~/content/content.server";
import type { Route } from "./+types/document";

export function loader({ params }: Route.LoaderArgs) {
  const document = siteContent().documents.find((candidate) => candidate.file === params.file);
  if (!document) throw new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(readFileSync(join(contentDir, "documents", document.file))), {
    headers: { "Content-Type": "application/pdf" },
  });
}
