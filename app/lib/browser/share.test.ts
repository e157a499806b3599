import { afterEach, describe, expect, it, vi } from "vitest";
import { shareLink } from "./share";
import { showToast } from "./toast";

vi.mock("./toast", () => ({ showToast: vi.fn() }));

const article = { title: "Bakti Sosial di Wesaput", url: "https://gmkiwamena.org/berita/#bakti-sosial" };

function phoneWith(share: Navigator["share"] | undefined) {
  vi.stubGlobal("navigator", { share, clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe("shareLink", () => {
  it("opens the phone's share sheet and says nothing more", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    phoneWith(share);
    await shareLink(article);
    expect(share).toHaveBeenCalledWith(article);
    expect(showToast).not.toHaveBeenCalled();
  });

  it("sends the text along where there is some: the preview's note", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    phoneWith(share);
    const noted = { ...article, text: "Pratinjau: berita ini masih contoh sampai dipastikan pengurus cabang." };
    await shareLink(noted);
    expect(share).toHaveBeenCalledWith(noted);
  });

  it("does nothing when the visitor closes the share sheet", async () => {
    phoneWith(vi.fn().mockRejectedValue(new DOMException("closed", "AbortError")));
    await shareLink(article);
    expect(showToast).not.toHaveBeenCalled();
  });

  it("copies the address when the browser refuses the sheet, as for a tap made again once the page was ready", async () => {
    phoneWith(vi.fn().mockRejectedValue(new DOMException("no user activation", "NotAllowedError")));
    await shareLink(article);
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(article.url);
    expect(showToast).toHaveBeenCalledWith({ title: "Tautan disalin", description: article.url });
  });

  it("copies the address where there is no share sheet", async () => {
    phoneWith(undefined);
    await shareLink(article);
    expect(showToast).toHaveBeenCalledWith({ title: "Tautan disalin", description: article.url });
  });
});
