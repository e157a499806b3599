import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "~/lib/browser/toast";
import { renderStatic } from "../../../tests/support/render-static";
import { ToastRegion } from "./toast-region";

// Time moves only when a test moves it: a slow machine cannot eat into the
// five seconds a toast stays.
beforeEach(() => {
  vi.useFakeTimers();
  renderStatic(<ToastRegion />);
});
afterEach(() => vi.useRealTimers());

const toasts = () => document.querySelectorAll("[data-toasts] .toast");

describe("ToastRegion and showToast", () => {
  it("shows nothing until there is a toast, in a labelled region there from the start", () => {
    const region = screen.getByRole("region", { name: "Notifikasi" });
    expect(within(region).getByRole("list", { hidden: true })).toHaveAttribute("aria-live", "polite");
    expect(toasts()).toHaveLength(0);
  });

  it("shows a toast with title and text", () => {
    act(() => showToast({ title: "Segera hadir", description: "Fitur ini belum tersedia." }));
    expect(screen.getByText("Segera hadir")).toBeVisible();
    expect(screen.getByText("Fitur ini belum tersedia.")).toBeVisible();
  });

  it("shows at most one toast: a new one replaces the old", () => {
    showToast({ title: "Pertama", description: "satu" });
    showToast({ title: "Kedua", description: "dua" });
    expect(screen.getByText("Kedua")).toBeInTheDocument();
    expect(screen.queryByText("Pertama")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("goes away by itself after 5 seconds, and waits while hovered", () => {
    showToast({ title: "Sementara", description: "hilang sendiri" });
    // Five seconds, written out: the constant itself is what is tested.
    vi.advanceTimersByTime(4_900);
    expect(screen.getByText("Sementara")).toBeInTheDocument();
    vi.advanceTimersByTime(200);
    expect(screen.queryByText("Sementara")).toBeNull();

    showToast({ title: "Ditahan", description: "selama ditunjuk" });
    const toast = toasts()[0]!;
    fireEvent.pointerEnter(toast);
    vi.advanceTimersByTime(10_000);
    expect(screen.getByText("Ditahan")).toBeInTheDocument();
    fireEvent.pointerLeave(toast);
    vi.advanceTimersByTime(5_100);
    expect(screen.queryByText("Ditahan")).toBeNull();
  });

  it("closes with its close button, or with Escape", () => {
    showToast({ title: "Tutup saya", description: "…" });
    screen.getByRole("button", { name: "Tutup notifikasi" }).click();
    expect(screen.queryByText("Tutup saya")).toBeNull();
    showToast({ title: "Escape", description: "…" });
    fireEvent.keyDown(toasts()[0]!, { key: "Escape" });
    expect(screen.queryByText("Escape")).toBeNull();
  });

  it("goes with a swipe of 50 px to the right, and stays after a shorter one", () => {
    showToast({ title: "Geser", description: "…" });
    const toast = toasts()[0]!;
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByText("Geser")).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });
    expect(screen.queryByText("Geser")).toBeNull();
  });

  it("shows what the visitor typed as text", () => {
    showToast({ title: "<script>alert(1)</script>", description: "🙏".repeat(3) });
    expect(screen.getByText("<script>alert(1)</script>")).toBeInTheDocument();
    expect(document.querySelector("[data-toasts] script")).toBeNull();
  });
});
