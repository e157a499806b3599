/**
 * A refused save marks the fields it names: the message under the field's
 * label, in red, and the field announced as invalid. Decap's toast fades
 * after a few seconds; these stay until the field is changed (or the next
 * save). Decap has no hook for checks of our own on its fields, so the
 * marks are plain elements beside its form, found by the field's label.
 */

export interface FieldProblem {
  /** The field as the admin labels it ("Tempat"); the entry as a whole when absent. */
  label?: string;
  message: string;
}

const MARK = "data-gmki-problem";

/** A label's own words, without Decap's "(boleh kosong)" after them. */
function ownText(label: HTMLLabelElement): string {
  return [...label.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join("")
    .trim()
    .toLowerCase();
}

/** Removes every mark (before a save, and once a field is changed). */
export function clearFieldProblems(root: ParentNode = document): void {
  root.querySelectorAll(`[${MARK}]`).forEach((element) => {
    if (element.getAttribute(MARK) === "message") element.remove();
    else element.removeAttribute(MARK);
  });
  root.querySelectorAll("[aria-invalid][data-gmki-invalid]").forEach((control) => {
    control.removeAttribute("aria-invalid");
    control.removeAttribute("aria-describedby");
    control.removeAttribute("data-gmki-invalid");
  });
}

/** Marks the field of each problem that names one; returns how many were marked. */
export function markFieldProblems(problems: readonly FieldProblem[], root: ParentNode = document): number {
  clearFieldProblems(root);
  let marked = 0;
  const unplaced: string[] = [];
  for (const { label, message } of problems) {
    const wanted = label?.trim().toLowerCase();
    const labelElement = [...root.querySelectorAll("label")].find((candidate) => ownText(candidate) === wanted);
    const control = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null;
    // The field: the label with its control (for a list, its label's box).
    let field = labelElement?.parentElement ?? null;
    while (control && field && !field.contains(control)) field = field.parentElement;
    if (!labelElement || !field) {
      unplaced.push(label ? `${label}: ${message}` : message);
      continue;
    }
    field.setAttribute(MARK, "field");
    const note = document.createElement("p");
    note.setAttribute(MARK, "message");
    note.id = `${labelElement.htmlFor || "gmki"}-masalah`;
    note.textContent = message;
    labelElement.after(note);
    if (control && !control.hasAttribute("aria-invalid")) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("data-gmki-invalid", "");
      control.setAttribute("aria-describedby", note.id);
    }
    // Changed, the field is the secretary's again: the mark goes.
    const clear = () => {
      note.remove();
      field?.removeAttribute(MARK);
      control?.removeAttribute("data-gmki-invalid");
      control?.removeAttribute("aria-invalid");
      control?.removeAttribute("aria-describedby");
      field?.removeEventListener("input", clear);
      field?.removeEventListener("change", clear);
    };
    field.addEventListener("input", clear);
    field.addEventListener("change", clear);
    marked++;
  }
  // What concerns the entry as a whole, or another one, heads the form.
  const form = root.querySelector('[class*="-ControlPaneContainer"]');
  if (unplaced.length > 0 && form) {
    const box = document.createElement("div");
    box.setAttribute(MARK, "message");
    box.setAttribute("role", "alert");
    box.textContent = `Belum tersimpan: ${unplaced.join("; ")}`;
    form.prepend(box);
  }
  return marked;
}

/**
 * The error a refused save throws: Decap shows it as "Belum tersimpan:
 * <message>", so it has no English "Error:" before its words.
 */
export function refusal(problems: readonly FieldProblem[]): Error {
  const error = new Error(problems.map(({ label, message }) => (label ? `${label}: ${message}` : message)).join("; "));
  error.name = "";
  return error;
}
