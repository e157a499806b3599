import type { Board, Person } from "~/content/schema";

/** Chair, secretary and treasurer, in that order: the board's leaders. */
export function leadersOf(board: Board): Person[] {
  return [board.chair, board.secretary, board.treasurer];
}

/**
 * The head of each field as a person card: name, and the field as the
 * position (an empty name while the seat is vacant). A board marks them
 * either within each field (the member marked `head` in "Bidang
 * Kerohanian") or as one group marked `heads`, whose members' positions
 * name their fields, as the outgoing board is recorded.
 */
export function fieldHeads(board: Board): Person[] {
  return board.fields.flatMap((field) =>
    field.heads
      ? field.members.map((member) => ({ name: member.name.trim(), position: member.position }))
      : field.members
          .filter((member) => member.head)
          .map((member) => ({ name: member.name.trim(), position: field.title })),
  );
}
