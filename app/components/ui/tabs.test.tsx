import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { startTabs } from "~/lib/browser/tabs";
import { Tabs } from "./tabs";

/** The tabs as prerendered, made to work by the page's script (lib/browser/tabs.ts). */
function renderTabs() {
  const { container } = render(
    <Tabs
      label="Jenis kegiatan"
      items={[
        { id: "akan-datang", label: "Akan Datang", content: <p>Natal</p> },
        { id: "telah-berlalu", label: "Telah Berlalu", content: <p>Bakti sosial</p> },
        { id: "program-rutin", label: "Program Rutin", content: <p>Persekutuan Doa</p> },
      ]}
    />,
  );
  const tabs = container.querySelector<HTMLElement>("[data-tabs]")!;
  startTabs(tabs);
  // Run again (React's StrictMode runs an effect twice): still one step per key.
  startTabs(tabs);
}

describe("Tabs", () => {
  // The chosen tab goes into the address; each test starts from a bare one.
  beforeEach(() => history.replaceState(null, "", "/kegiatan"));

  it("selects the first tab on load and shows only its panel", () => {
    renderTabs();
    expect(screen.getByRole("tablist", { name: "Jenis kegiatan" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(screen.getByRole("tabpanel", { name: "Akan Datang" })).toHaveTextContent("Natal");
    expect(screen.getByText("Bakti sosial")).not.toBeVisible();
  });

  it("switches by click", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole("tab", { name: "Program Rutin" }));
    expect(screen.getByRole("tab", { name: "Program Rutin" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Program Rutin" })).not.toHaveClass("hidden");
    expect(screen.getByText("Natal")).not.toBeVisible();
  });

  it("moves with arrow keys, Home and End, keeping one tab stop", async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole("tab", { name: "Akan Datang" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Telah Berlalu" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Telah Berlalu" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Program Rutin" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Akan Datang" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Program Rutin" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab").filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Program Rutin" })).toHaveFocus();
  });

  it("a broken address (a fragment that cannot be decoded) selects the first tab and stops nothing", () => {
    history.replaceState(null, "", "/kegiatan#%E0%A4%A");
    expect(renderTabs).not.toThrow();
    expect(screen.getByRole("tab", { name: "Akan Datang" })).toHaveAttribute("aria-selected", "true");
    const thrown: unknown[] = [];
    const caught = (event: ErrorEvent) => thrown.push(event.error);
    window.addEventListener("error", caught);
    history.replaceState(null, "", "/kegiatan#telah-berlalu%");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    window.removeEventListener("error", caught);
    expect(thrown).toEqual([]);
  });

  it("keeps the chosen tab in the address, and opens the tab an address names", async () => {
    renderTabs();
    await userEvent.click(screen.getByRole("tab", { name: "Telah Berlalu" }));
    expect(location.hash).toBe("#telah-berlalu");
    history.replaceState(null, "", "/kegiatan#program-rutin");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(screen.getByRole("tab", { name: "Program Rutin" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Program Rutin" })).not.toHaveClass("hidden");
  });
});
