import type { Board, Person } from "~/content/schema";

/** Chair, secretary and treasurer, in that order: the board's leaders. */
export function leadersOf(board: Board): Person[] {
  return [board.chair, board.secretary, board.treasurer];
}

/**
 * The head of each field as a person card: name, and the field as the
 * position (an empty name while the seat is vacant). Fields without a "Kepala Bidang" seat (e.g. Pengurus Harian)
 * are left out.
 */
export function fieldHeads(board: Board): Person[] {
  return board.fields.flatMap((field) => {
    const head = field.members.find((member) => member.position === "Kepala Bidang");
    return head ? [{ name: head.name.trim(), position: field.title }] : [];
  });
}
