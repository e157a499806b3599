import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { HAND_OFF_FIELD_ERROR, HAND_OFF_MISSING, HAND_OFF_WRONG, hook } from "~/lib/browser/hooks";

const control =
  "mt-1.5 block w-full rounded-lg border border-brand-300 bg-white px-4 py-2.5 text-ink placeholder:text-muted/70 focus-visible:border-brand-600 aria-invalid:border-danger-700";

interface FieldProps {
  label: string;
  /** A line under the label, e.g. what the field is for. */
  hint?: string;
  /** What to say when the field is left empty ("Tulis nama Anda."), and when its value is wrong. */
  missing?: string;
  wrong?: string;
  className?: string;
}

/**
 * Label, hint, control and the line for its problem, tied together by ids.
 * The form's script (app/lib/browser/hand-off.ts) checks the control and
 * writes its problem in that line, in the field's own words.
 */
function Field({
  label,
  hint,
  missing,
  wrong,
  className,
  children,
}: FieldProps & { children: (ids: Record<string, string | undefined>) => ReactNode }) {
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
      {children({
        id,
        "aria-describedby": hint ? `${id}-hint ${id}-error` : `${id}-error`,
        [HAND_OFF_MISSING]: missing,
        [HAND_OFF_WRONG]: wrong,
      })}
      <p
        id={`${id}-error`}
        {...hook(HAND_OFF_FIELD_ERROR)}
        className="mt-1.5 text-sm font-semibold text-danger-700 empty:hidden"
      />
    </div>
  );
}

/** A labelled text input. */
export function TextField({ label, hint, missing, wrong, className, ...input }: FieldProps & ComponentProps<"input">) {
  return (
    <Field label={label} hint={hint} missing={missing} wrong={wrong} className={className}>
      {(ids) => <input {...ids} className={control} {...input} />}
    </Field>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  hint,
  missing,
  wrong,
  className,
  ...textarea
}: FieldProps & ComponentProps<"textarea">) {
  return (
    <Field label={label} hint={hint} missing={missing} wrong={wrong} className={className}>
      {(ids) => <textarea {...ids} className={cn(control, "resize-y")} {...textarea} />}
    </Field>
  );
}
