import { CalendarSync, ChevronDown, Copy } from "lucide";
import { Fragment } from "react";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { COPY_LINK, COPY_LINK_LABEL, COPY_LINK_STATUS, hook } from "~/lib/browser/hooks";

interface CalendarSubscriptionText {
  title: string;
  intro: string;
  /** One way per kind of phone: a heading and its steps. */
  guides: { title: string; steps: string[] }[];
}

interface CalendarSubscriptionProps {
  /** The feed as "webcal://…": opens the phone's calendar app to subscribe. */
  webcal: string;
  /** The feed as "https://…": to paste where an app asks for an address. */
  address: string;
  text: CalendarSubscriptionText;
}

/**
 * Every event in the visitor's own calendar, kept up to date by the
 * calendar app (the feed is rebuilt every night). The words come from the
 * route's loader, so they travel in the HTML rather than the JavaScript.
 */
export function CalendarSubscription({ webcal, address, text }: CalendarSubscriptionProps) {
  return (
    <section aria-labelledby="langganan-kalender" className="container-page pb-10 sm:pb-14">
      {/* Folded: most visitors come for the events above; the steps open for those who want them. */}
      <details className="group rounded-2xl border border-brand-100">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
          <Icon icon={CalendarSync} className="size-7 shrink-0 text-accent-700" />
          <h2 id="langganan-kalender" className="grow text-xl sm:text-2xl">
            {text.title}
          </h2>
          <Icon icon={ChevronDown} className="size-6 shrink-0 text-brand-700 group-open:rotate-180" />
        </summary>
        <div className="grid gap-8 px-5 pb-6 sm:px-6 sm:pb-8 lg:grid-cols-2 lg:gap-12">
          <div>
            <p className="max-w-prose text-muted sm:text-lg">{text.intro}</p>
            <a href={webcal} className={buttonClass({ wide: true }, "mt-5")}>
              Berlangganan di Kalender
            </a>
            <p className="mt-5 font-semibold text-ink">Tautan kalender</p>
            <div className="mt-1.5 flex flex-col gap-3 sm:flex-row sm:items-center">
              {/* One tap selects it all, for pasting where an app asks for an address. It breaks
                  after a slash, never inside a word ("kal/ender"). */}
              <code className="min-w-0 grow rounded-lg border border-brand-300 bg-white px-4 py-2.5 select-all">
                {address.split("/").map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 && (
                      <>
                        /<wbr />
                      </>
                    )}
                    {part}
                  </Fragment>
                ))}
              </code>
              {/* The page's script copies it and says so (lib/browser/copy-link.ts); without it, hidden (noscript.css). */}
              <button
                type="button"
                {...hook(COPY_LINK, address)}
                data-needs-js=""
                className={buttonClass({ variant: "secondary" }, "shrink-0")}
              >
                <Icon icon={Copy} className="size-5" />
                <span {...hook(COPY_LINK_LABEL)}>Salin Tautan</span>
              </button>
            </div>
            <p role="status" {...hook(COPY_LINK_STATUS)} className="sr-only" />
          </div>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            {text.guides.map((guide) => (
              <div key={guide.title}>
                <h3 className="text-lg">{guide.title}</h3>
                <ol className="mt-2 list-decimal space-y-1 ps-5 text-ink marker:font-semibold marker:text-brand-700">
                  {guide.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </div>
      </details>
    </section>
  );
}
