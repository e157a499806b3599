/**
 * A refused save brings its first problem to the secretary: the form
 * scrolls to the first field with an error and the field takes the focus,
 * as Decap's own way to a field does (a tap in its preview). Without it, on
 * a phone the message of a required field further down stays below the
 * screen while the secretary looks at the toolbar. Errors are Decap's own
 * (an empty required field, a pattern: its `-ControlErrorsList`) or the
 * build's check's marks (field-problems.ts), whichever comes first.
 */

const ERRORS = '[class*="-ControlErrorsList"]:has(li), [data-gmki-problem]';
const FIELD = '[class*="-ControlContainer"], [data-gmki-problem="field"]';
const CONTROLS = "input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex='-1'])";

/** The box that scrolls the form (Decap's pane): the nearest one that scrolls by finger. */
export function scroller(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight) return box;
  }
  return null;
}

/** Scrolls to the first error in the form and focuses its field; false when there is none. */
export function showFirstProblem(root: ParentNode = document): boolean {
  const error = [...root.querySelectorAll<HTMLElement>(ERRORS)].find((element) => element.checkVisibility());
  if (!error) return false;
  const field = error.closest<HTMLElement>(FIELD) ?? error;
  // The form's own scroll only: scrollIntoView would also move Decap's
  // editor box, which hides its overflow, and take the toolbar off the
  // screen with no finger able to bring it back.
  const form = scroller(field);
  if (form) {
    const box = form.getBoundingClientRect();
    const { top, height } = field.getBoundingClientRect();
    form.scrollTop += top - box.top - Math.max(0, (box.height - height) / 2);
  }
  const label = field.querySelector("label");
  const control =
    (label?.htmlFor ? document.getElementById(label.htmlFor) : null) ?? field.querySelector<HTMLElement>(CONTROLS);
  control?.focus({ preventScroll: true });
  return true;
}

let asked = false;

/** The save was let through Decap's own check (preSave runs): its refusals, if any, are ours to show. */
export function saveChecked(): void {
  asked = false;
}

/**
 * Watches the publish menu: once a save is asked for, the first error
 * Decap marks (now, or as it renders them) is shown. A save that passes
 * Decap's check reaches preSave, which calls `saveChecked` and shows the
 * build's check's own refusals itself.
 */
export function showProblemsOfRefusedSaves(): void {
  const ask = (event: Event) => {
    const target = event.target as Element | null;
    if (!target?.closest('[class*="-ToolbarContainer"] [role="menuitem"]')) return;
    if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
    asked = true;
    // Errors shown already are marked again without a change Decap's DOM would show: looked for once drawn.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (asked && showFirstProblem()) asked = false;
      }),
    );
  };
  document.addEventListener("click", ask, { capture: true });
  document.addEventListener("keydown", ask, { capture: true });
  addEventListener("hashchange", () => {
    asked = false;
  });
}

/** Once a save is asked for, the first error Decap marks as it draws them (the page's observer, main.tsx). */
export function showAskedProblem(): void {
  if (asked && showFirstProblem()) asked = false;
}
