/**
 * A line of text whose rule compares it with another field of the entry
 * (an event's end after its start; schema.ts's widget "compared"). Decap
 * checks a field by its own value, and runs the build's check (preSave)
 * only once its own checks pass: an end before the start was marked only
 * on the second save, after the empty fields of the first were filled.
 * This field asks the build's check of the whole entry along with Decap's
 * own checks, so the first refused save marks it with the rest.
 */
import { Component, createElement, type ComponentType } from "react";
import { entryFieldProblems, pathOfEntry } from "~/content/entry-check";

/** Decap's immutable maps, as far as they are read here. */
interface Readable {
  get(key: string | number): unknown;
}

interface Props {
  value?: string;
  field: Readable;
  /** The entry as it is being edited (Decap's store), read at the time of the check. */
  getEntry(): Readable;
}

/** Decap's text field, checked with its entry: `Text` is the control of Decap's "string" widget. */
export function comparedControl(Text: ComponentType<Props>): ComponentType<Props> {
  return class ComparedField extends Component<Props> {
    /** Decap calls this with its own checks of the field; an error object refuses the save. */
    isValid(): true | { error: { type: string; message: string } } {
      const { value, field, getEntry } = this.props;
      // Empty, or not a time yet: Decap's own required and pattern checks say so.
      const pattern = (field.get("pattern") as Readable | undefined)?.get(0) as string | undefined;
      if (!value || (pattern && !new RegExp(pattern).test(value))) return true;
      const entry = getEntry();
      const path = pathOfEntry(entry.get("collection") as string, entry.get("slug") as string);
      const data = (entry.get("data") as { toJS(): unknown }).toJS();
      const label = field.get("label");
      const problem = path ? entryFieldProblems(path, data).find((candidate) => candidate.label === label) : undefined;
      return problem ? { error: { type: "CUSTOM", message: problem.message } } : true;
    }

    render() {
      return createElement(Text, this.props);
    }
  };
}
