/**
 * The content admin at /admin/: Decap CMS, in Indonesian, editing the files
 * in content/ through GitHub (or, on a laptop, through `npm run admin`).
 * Built on its own (admin/vite.config.ts); nothing here reaches the public
 * pages.
 */
import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import previewStyle from "~/app.css?url";
import emblem from "../public/favicon.svg?url";
import { collections, mediaFolder, previewNames } from "~/content/cms";
import { entryProblems, pathOfEntry } from "~/content/entry-check";
import { refuseForeignFrame } from "~/lib/frame";
import { id } from "./locale-id";
import "./narrow.css";
import { BoardPreview, BranchesPreview, DocumentPreview, EventPreview, NewsPreview } from "./previews";

const config: CmsConfig = {
  load_config_file: false,
  locale: "id",
  backend: {
    name: "github",
    repo: import.meta.env.CMS_REPO,
    branch: "main",
    // The OAuth helper that signs editors in (docs/ADMIN.md); Netlify's when unset.
    ...(import.meta.env.CMS_AUTH_URL ? { base_url: import.meta.env.CMS_AUTH_URL } : {}),
    commit_messages: {
      create: "Tambah {{collection}} “{{slug}}” lewat admin",
      update: "Ubah {{collection}} “{{slug}}” lewat admin",
      delete: "Hapus {{collection}} “{{slug}}” lewat admin",
      uploadMedia: "Unggah foto “{{path}}” lewat admin",
      deleteMedia: "Hapus foto “{{path}}” lewat admin",
    },
  },
  // On localhost only: edit the files on this computer through `npm run admin`.
  local_backend: { url: `http://127.0.0.1:${import.meta.env.CMS_LOCAL_PORT}/api/v1` },
  // The branch's shield on the sign-in page: the secretary signs in to their own site.
  logo: { src: emblem },
  publish_mode: "simple",
  media_folder: mediaFolder,
  public_folder: `/${mediaFolder}`,
  site_url: import.meta.env.CMS_SITE_URL,
  display_url: import.meta.env.CMS_SITE_URL,
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  collections,
};

// A phone has no room beside the form: the preview waits behind the editor's
// eye button (Decap keeps the choice under this key), see narrow.css.
if (matchMedia("(max-width: 799px)").matches && localStorage.getItem("cms.right-pane") === null) {
  localStorage.setItem("cms.right-pane", "none");
}

CMS.registerLocale("id", id);
CMS.registerPreviewStyle(previewStyle);
CMS.registerPreviewTemplate(previewNames.events, EventPreview);
CMS.registerPreviewTemplate(previewNames.news, NewsPreview);
CMS.registerPreviewTemplate(previewNames.branches, BranchesPreview);
CMS.registerPreviewTemplate(previewNames.board, BoardPreview);
CMS.registerPreviewTemplate(previewNames.documents, DocumentPreview);

// The build's own check, before anything is saved: what it would refuse is
// refused here, in the same words, and nothing is written.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const path = pathOfEntry(entry.get("collection"), entry.get("slug"));
    const problems = path ? entryProblems(path, entry.get("data").toJS()) : [];
    if (problems.length > 0) throw new Error(problems.join("; "));
    return entry.get("data");
  },
});

// Inside another site's frame, the admin (which acts with the secretary's
// GitHub sign-in) does not start at all: a link to open it whole instead.
if (!refuseForeignFrame()) CMS.init({ config });
