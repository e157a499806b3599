import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, showToast, toastStore } from "~/lib/browser/toast";
import { Toaster } from "./toaster";

/** Lets the lazily loaded toast view resolve and render. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeAll(async () => {
  await import("./toast-view");
});

// Time moves only when a test moves it: a slow machine cannot eat into the
// five seconds a toast stays.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  const current = toastStore.getSnapshot();
  if (current) act(() => dismissToast(current.id));
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("shows nothing, and loads nothing, until there is a toast", () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows a toast with title and text, in a labelled region", async () => {
    render(<Toaster />);
    act(() => showToast({ title: "Segera Hadir", description: "Fitur ini belum tersedia." }));
    await settle();
    expect(screen.getByText("Segera Hadir")).toBeInTheDocument();
    expect(screen.getAllByText("Fitur ini belum tersedia.").length).toBeGreaterThan(0);
    expect(screen.getByRole("region", { name: /Notifikasi/ })).toBeInTheDocument();
  });

  it("shows at most one toast: a new one replaces the old", async () => {
    render(<Toaster />);
    act(() => showToast({ title: "Pertama", description: "satu" }));
    await settle();
    expect(screen.getByText("Pertama")).toBeInTheDocument();
    act(() => showToast({ title: "Kedua", description: "dua" }));
    await settle();
    expect(screen.getByText("Kedua")).toBeInTheDocument();
    expect(screen.queryByText("Pertama")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("goes away by itself after 5 seconds", async () => {
    render(<Toaster />);
    act(() => showToast({ title: "Sementara", description: "hilang sendiri" }));
    await settle();
    expect(screen.getByText("Sementara")).toBeInTheDocument();
    // Five seconds, written out: the constant itself is what is tested.
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.getByText("Sementara")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText("Sementara")).toBeNull();
  });

  it("closes with its close button", async () => {
    render(<Toaster />);
    act(() => showToast({ title: "Tutup saya", description: "…" }));
    await settle();
    const close = screen.getByRole("button", { name: "Tutup notifikasi" });
    act(() => close.click());
    expect(screen.queryByText("Tutup saya")).toBeNull();
  });

  it("shows what the visitor typed as text", async () => {
    render(<Toaster />);
    act(() => showToast({ title: "<script>alert(1)</script>", description: "🙏".repeat(3) }));
    await settle();
    expect(screen.getByText("<script>alert(1)</script>")).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();
  });
});
