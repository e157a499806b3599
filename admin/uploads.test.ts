import { describe, expect, it } from "vitest";
import { NOT_UPLOADED, UNREADABLE } from "./english-notices";
import { refusalOfUpload } from "./uploads";

describe("an upload's refusal", () => {
  it("says what to do when the picked file can no longer be read from the device", async () => {
    // What the browser does when a picked photo was moved or deleted since: its reads fail.
    const gone = new Blob(["x"]);
    gone.slice = () => {
      const part = new Blob(["x"]);
      part.arrayBuffer = () =>
        Promise.reject(new DOMException("The requested file could not be read", "NotReadableError"));
      return part;
    };
    const refusal = await refusalOfUpload({ fileObj: gone, path: "content/photos/img_0001.jpg" });
    expect(refusal?.message).toBe(`${NOT_UPLOADED}${UNREADABLE}`);
  });
});
