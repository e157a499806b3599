import { describe, expect, it } from "vitest";
import { documentKindSchema, newsCategorySchema } from "~/content/schema";
import { documentKindNames, newsCategoryNames } from "./content-names";

describe("the words for the content's choices", () => {
  it("name every choice the schema allows, and no other", () => {
    expect(Object.keys(newsCategoryNames).sort()).toEqual([...newsCategorySchema.options].sort());
    expect(Object.keys(documentKindNames).sort()).toEqual([...documentKindSchema.options].sort());
  });
});
