/**
 * The content admin at /admin/: Decap CMS, in Indonesian, editing the files
 * in content/ through GitHub (or, on a laptop, through `npm run admin`).
 * Built on its own (admin/vite.config.ts); nothing here reaches the public
 * pages. Loaded by admin/entry.ts, unless the page is in another site's frame.
 */
import CMS from "decap-cms-app";
import { Component } from "react";
import type { CmsConfig, CmsWidgetControlProps } from "decap-cms-core";
import previewStyle from "~/app.css?url";
import emblem from "../public/favicon.svg?url";
import { collections, comparedWidget, mediaFolder, previewNames, readOnlyWidget } from "~/content/cms";
import { entryFieldProblems, pathOfEntry } from "~/content/entry-check";
import { BACKENDS, registerBackends } from "./backends";
import { comparedControl } from "./compared-field";
import { CONTENT_READ, noteSaved, problemsOfSaving, sameEventsAs, type DecapEntry } from "./cross-check";
import { clearFieldProblems, markFieldProblems, refusal, type FieldProblem } from "./field-problems";
import { translateNotices } from "./english-notices";
import { saveChecked, showAskedProblem, showFirstProblem, showProblemsOfRefusedSaves } from "./first-problem";
import { improveListRows, markListRows } from "./list-rows";
import { sameEventQuestion } from "./same-event";
import { showProgress } from "./notices";
import { id } from "./locale-id";
import { pointArticleWithoutPage, withSitePages } from "./site-pages";
import { startSiteStatus } from "./site-status";
import { draftMediaProblems, sayUploadRules, takeUploadsAsPicked } from "./uploads";
import "./narrow.css";
import { BoardPreview, BranchesPreview, DocumentPreview, EventPreview, NewsPreview } from "./previews";

// On this computer (`npm run admin`, and the tests' builds), the local
// backend, which commits in this working copy; everywhere else GitHub. A
// deployment's admin has no such backend, nor may its policy reach one
// (admin/vite.config.ts). Chosen here, not by Decap's `local_backend`,
// which would swap in its own backend without the checks (backends.ts).
const local = import.meta.env.CMS_LOCAL_BACKEND && ["localhost", "127.0.0.1"].includes(location.hostname);
// "Lihat di situs" opens the page on the site the secretary's edits reach: here, the local one.
const siteUrl = local ? new URL(import.meta.env.CMS_LOCAL_SITE_URL, location.href).href : import.meta.env.CMS_SITE_URL;

const config: CmsConfig = {
  load_config_file: false,
  locale: "id",
  backend: {
    ...(local
      ? { name: BACKENDS.lokal, proxy_url: `http://127.0.0.1:${import.meta.env.CMS_LOCAL_PORT}/api/v1` }
      : { name: BACKENDS.github, repo: import.meta.env.CMS_REPO }),
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
    // Decap's types list only its own backends' names; these are registered (backends.ts).
  } as unknown as CmsConfig["backend"],
  // The branch's shield on the sign-in page: the secretary signs in to their own site.
  logo: { src: emblem },
  publish_mode: "simple",
  media_folder: mediaFolder,
  // Relative, as in the repository: Decap takes a path with a leading slash
  // for a web address and loads it from the site, where uploads are not, so
  // every thumbnail broke. Relative, it shows a photo just picked from the
  // phone from memory, and a saved one through the backend (GitHub or local).
  public_folder: mediaFolder,
  site_url: siteUrl,
  display_url: siteUrl,
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  // "Lihat di situs" opens the entry's own page (site-pages.ts).
  collections: withSitePages(collections),
};

// A phone has no room beside the form: each editor opens with the form, the
// preview behind its eye button (narrow.css); elsewhere beside it. Decap
// reads its choice from this key (which it no longer writes: decap-patches.mjs).
if (matchMedia("(max-width: 799px)").matches) localStorage.setItem("cms.right-pane", "none");
else localStorage.removeItem("cms.right-pane");

CMS.registerLocale("id", id);
// The checklist's rows say what to check and where, as text: read, not edited.
CMS.registerWidget(readOnlyWidget, ({ value, forID }: { value?: string; forID: string }) => (
  <p id={forID} className="gmki-read-only">
    {value}
  </p>
));
// A field compared with another (an end after its start) is checked with Decap's own checks (compared-field.tsx).
// (Decap types a widget's parts loosely: its control as props, not a component.)
const line = CMS.getWidget("string");
if (line) CMS.registerWidget(comparedWidget, comparedControl(line.control as never) as never, line.preview as never);
// A text box as tall as its words, by the browser's own sizing (narrow.css):
// Decap's grows by script with a floor of five lines set inline, which made
// an article list's one-line items five lines tall, or cut them to their
// last two. A class, as Decap's own: it takes the control's instance for its checks.
type TextProps = CmsWidgetControlProps<string | undefined> & {
  /** Decap's field highlight, as its own text widget is given it. */
  setActiveStyle?(): void;
  setInactiveStyle?(): void;
};
class TextControl extends Component<TextProps> {
  render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return (
      <textarea
        id={forID}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}
CMS.registerWidget("text", TextControl, CMS.getWidget("text")?.preview as never);
CMS.registerPreviewStyle(previewStyle);
CMS.registerPreviewTemplate(previewNames.events, EventPreview);
CMS.registerPreviewTemplate(previewNames.news, NewsPreview);
CMS.registerPreviewTemplate(previewNames.branches, BranchesPreview);
CMS.registerPreviewTemplate(previewNames.board, BoardPreview);
CMS.registerPreviewTemplate(previewNames.documents, DocumentPreview);

// The build's own check, before anything is saved: what it would refuse is
// refused here, in the same words, its fields marked, and nothing is
// written. First the entry alone (no network), then the whole site with it.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: DecapEntry }) => {
    saveChecked();
    clearFieldProblems();
    const path = pathOfEntry(entry.get("collection") as string, entry.get("slug") as string);
    const data = (entry.get("data") as { toJS(): unknown }).toJS();
    let problems: FieldProblem[] = path ? entryFieldProblems(path, data) : [];
    // The files it would commit with it, checked again as the build reads them.
    if (problems.length === 0) problems = await draftMediaProblems(entry);
    if (problems.length === 0) problems = await problemsOfSaving(entry);
    if (problems.length > 0) {
      markFieldProblems(problems);
      showFirstProblem();
      throw refusal(problems);
    }
    // The same event twice is allowed, but seldom meant: asked before it is saved.
    const same = await sameEventsAs(entry);
    if (same.length > 0) {
      const { title, date } = data as { title: string; date: string };
      if (!window.confirm(sameEventQuestion({ title, date }, same.length))) {
        throw refusal([{ message: "kegiatan dengan judul dan hari yang sama sudah ada; ubah judul atau tanggalnya" }]);
      }
    }
    return entry.get("data");
  },
});

// Nor is an entry deleted that another still needs (an article an event
// reports), nor a photo an entry shows, nor a file uploaded that the build
// would refuse: checked by the backends themselves (uploads.ts for files).
registerBackends(refusal, (attempt) =>
  showProgress(`Sinyal lambat: membaca isi situs lagi (percobaan ke-${attempt})…`),
);
CMS.registerEventListener({ name: "postSave", handler: ({ entry }: { entry: DecapEntry }) => noteSaved(entry) });

// Inside another site's frame this never runs (admin/entry.ts).
CMS.init({ config });
improveListRows();
// A refused save scrolls to its first problem, which may be below the phone's screen.
showProblemsOfRefusedSaves();
// A photo from the phone is shrunk before it is uploaded, then checked (a 12 MB photo is shrunk, not refused).
takeUploadsAsPicked();
// Decap has no hook on what it draws, so the page's one observer adds to
// it, after each change, what the admin needs there: Indonesian for its
// English notices, names and marks on list rows, the media library's rule,
// the first problem of a save just asked for, and an article's right link.
new MutationObserver((changes) => {
  translateNotices(changes);
  markListRows();
  sayUploadRules();
  showAskedProblem();
  pointArticleWithoutPage();
}).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["href"] });
addEventListener(CONTENT_READ, pointArticleWithoutPage);
// Whether the last publish reached the site, above everything.
const status = startSiteStatus(import.meta.env.CMS_REPO);
CMS.registerEventListener({ name: "postSave", handler: () => status.saved() });
