import { ArrowRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button";
import type { Home } from "~/content/schema";

/** The invitation to join, leading to the contact page. */
export function JoinSection({ joinCall, eyebrow }: { joinCall: Home["joinCall"]; eyebrow: string }) {
  return (
    <section aria-labelledby="bergabung" className="py-16 lg:py-24">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 on-dark sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-16 lg:py-16">
          <div className="max-w-2xl">
            <p className="eyebrow text-accent-400">{eyebrow}</p>
            <h2 id="bergabung" className="mt-3 text-title text-white">
              {joinCall.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-200">{joinCall.text}</p>
          </div>
          <ButtonLink to="/kontak" variant="accent" className="mt-8 shrink-0 lg:mt-0">
            {joinCall.action}
            <Icon icon={ArrowRight} className="size-5" />
          </ButtonLink>
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 400 200"
            className="absolute right-0 bottom-0 -z-10 w-2/3 max-w-md text-brand-800"
          >
            <path fill="currentColor" d="M0 200 90 110l60 50 90-120 160 160Z" />
          </svg>
        </div>
      </div>
    </section>
  );
}
