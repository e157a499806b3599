/**
 * Tabs on the WAI-ARIA tabs pattern, without React (components/ui/tabs.tsx
 * renders them, the first selected): one tab stop; a click, the arrow keys,
 * Home and End select a tab and show its panel. The look follows
 * `aria-selected`; a panel not shown has the class `hidden`, which
 * noscript.css overrides.
 */
export function startTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const select = (chosen: HTMLElement) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      root.ownerDocument.getElementById(tab.getAttribute("aria-controls") ?? "")?.classList.toggle("hidden", !selected);
    }
  };
  const tabOf = (event: Event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    return tab && tabs.includes(tab) ? tab : null;
  };
  root.addEventListener("click", (event) => {
    const tab = tabOf(event);
    if (tab) select(tab);
  });
  root.addEventListener("keydown", (event) => {
    const tab = tabOf(event);
    if (!tab) return;
    const at = tabs.indexOf(tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    select(next);
    next.focus();
  });
}
