import { Download, FileText } from "lucide";
import { Icon } from "~/components/ui/icon";

/** A document as a list shows it: what it is, and a link to its file with type and size. */
export interface DocumentView {
  title: string;
  description: string;
  /** As the page shows it: "10 Januari 2026". */
  date: string;
  href: string;
  /** "PDF, 1,2 MB". */
  size: string;
}

/**
 * The documents to download (/aturan, and the admin's preview): each a
 * link to the file itself, saying its type and size before the tap, so a
 * visitor on a small data plan knows what it costs.
 */
export function DocumentList({ files }: { files: readonly DocumentView[] }) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-white">
      {files.map((file) => (
        <li key={file.href} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <div className="flex gap-3">
            <Icon icon={FileText} className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <div>
              <p className="font-semibold text-ink">{file.title}</p>
              <p className="text-sm text-muted">
                {file.description} · {file.date}
              </p>
            </div>
          </div>
          <a
            href={file.href}
            type="application/pdf"
            className="inline-flex min-h-11 shrink-0 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
          >
            <Icon icon={Download} className="size-5" />
            Unduh <span className="font-normal text-muted">({file.size})</span>
            <span className="sr-only"> {file.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
