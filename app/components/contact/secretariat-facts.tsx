import { Clock, Mail, MapPin } from "lucide";
import { EmailLink } from "~/components/layout/email-link";
import { ContactFact } from "./contact-details";

interface SecretariatFactsProps {
  address: string;
  officeHours: readonly { days: string; hours: string }[];
  email: string;
}

/** Where the secretariat is, when it is open, and its e-mail. */
export function SecretariatFacts({ address, officeHours, email }: SecretariatFactsProps) {
  return (
    <div className="mt-6 grid gap-4 sm:mt-8 sm:grid-cols-2 sm:gap-5">
      <ContactFact icon={MapPin} title="Alamat">
        <address className="not-italic">{address}</address>
      </ContactFact>
      <ContactFact icon={Clock} title="Jam kantor">
        <dl>
          {officeHours.map((slot) => (
            <div key={slot.days}>
              <dt className="inline">{slot.days}: </dt>
              <dd className="inline font-semibold text-ink">{slot.hours}</dd>
            </div>
          ))}
        </dl>
      </ContactFact>
      {/* A row of its own: half of one is narrower than the address. */}
      <ContactFact icon={Mail} title="Surel" className="sm:col-span-2">
        <EmailLink
          address={email}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        />
      </ContactFact>
    </div>
  );
}
