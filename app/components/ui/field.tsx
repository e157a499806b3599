import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

const control =
  "mt-1.5 block w-full rounded-lg border border-brand-300 bg-white px-4 py-2.5 text-ink placeholder:text-muted/70 focus-visible:border-brand-600 user-invalid:border-danger-700";

interface FieldProps {
  label: string;
  /** A line under the label, e.g. what the field is for. */
  hint?: string;
  className?: string;
}

/** Label, hint and control, tied together by ids. */
function Field({
  label,
  hint,
  className,
  children,
}: FieldProps & { children: (ids: { id: string; "aria-describedby"?: string }) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children({ id, "aria-describedby": hint ? `${id}-hint` : undefined })}
    </div>
  );
}

/** A labelled text input; the browser checks `required` and `type="email"`. */
export function TextField({ label, hint, className, ...input }: FieldProps & ComponentProps<"input">) {
  return (
    <Field label={label} hint={hint} className={className}>
      {(ids) => <input {...ids} className={control} {...input} />}
    </Field>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({ label, hint, className, ...textarea }: FieldProps & ComponentProps<"textarea">) {
  return (
    <Field label={label} hint={hint} className={className}>
      {(ids) => <textarea {...ids} className={cn(control, "resize-y")} {...textarea} />}
    </Field>
  );
}
