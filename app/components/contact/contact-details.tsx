import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { PhoneLinks } from "~/components/layout/phone-links";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** One fact of the secretariat (address, office hours, e-mail) with its icon. */
export function ContactFact({
  icon,
  title,
  className,
  children,
}: {
  icon: IconNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex gap-3", className)}>
      <span className="icon-badge size-10">
        <Icon icon={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-base">{title}</h3>
        <div className="mt-0.5 text-muted">{children}</div>
      </div>
    </div>
  );
}

type Phone = Parameters<typeof PhoneLinks>[0]["phone"] & { label: string; name?: string };

/** Numbers to call or write to: who answers, then the number and its WhatsApp. */
export function PhoneList({ phones, className }: { phones: readonly Phone[]; className?: string }) {
  return (
    <ul className={className}>
      {phones.map((phone) => (
        <li key={phone.number}>
          <p className="font-semibold text-ink">
            {phone.label}
            {phone.name && <span className="font-normal text-muted"> · {phone.name}</span>}
          </p>
          <PhoneLinks phone={phone} className="mt-1.5" />
        </li>
      ))}
    </ul>
  );
}
