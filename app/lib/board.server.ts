import type { Board, Person } from "~/content/schema";

/** Chair, secretary and treasurer, in that order: the board's leaders. */
export function leadersOf(board: Board): Person[] {
  return [board.chair, board.secretary, board.treasurer];
}

/** The seat, or the group of seats, that holds the heads of fields. */
const HEAD = "Kepala Bidang";

/**
 * The head of each field as a person card: name, and the field as the
 * position (an empty name while the seat is vacant). A board lists them
 * either within each field (a member "Kepala Bidang" of "Bidang Kerohanian")
 * or as one group "Kepala Bidang" whose members' positions name their
 * fields, as the outgoing board does. Fields without a head are left out.
 */
export function fieldHeads(board: Board): Person[] {
  return board.fields.flatMap((field) => {
    if (field.title === HEAD)
      return field.members.map((member) => ({ name: member.name.trim(), position: member.position }));
    const head = field.members.find((member) => member.position === HEAD);
    return head ? [{ name: head.name.trim(), position: field.title }] : [];
  });
}
