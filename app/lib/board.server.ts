import type { PersonView } from "~/components/people/person-card";
import type { Board } from "~/content/schema";
import { photoData } from "./photos.server";

/** Chair, secretary and treasurer, in that order: the board's leaders as person cards. */
export function leadersOf(board: Board): PersonView[] {
  return [board.chair, board.secretary, board.treasurer].map(({ name, position, photo }) => ({
    name,
    position,
    ...(photo ? { photo: photoData(photo) } : {}),
  }));
}

/**
 * The head of each field as a person card: name, and the field as the
 * position. Fields without a "Kepala Bidang" seat (e.g. Pengurus Harian)
 * are left out.
 */
export function fieldHeads(board: Board): PersonView[] {
  return board.fields.flatMap((field) => {
    const head = field.members.find((member) => member.position === "Kepala Bidang");
    return head ? [{ name: head.name.trim() || "-", position: field.title }] : [];
  });
}
