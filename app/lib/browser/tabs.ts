/**
 * Tabs on the WAI-ARIA tabs pattern (components/ui/tabs.tsx
 * renders them, the first selected): one tab stop; a click, the arrow keys,
 * Home and End select a tab and show its panel. The look follows
 * `aria-selected`; a panel not shown has the class `hidden`, which
 * noscript.css overrides. The chosen tab is in the address
 * (/kegiatan#telah-berlalu, its TABS_NAME), so it can be shared and the
 * back button finds it again; an address that points into a panel
 * (/kegiatan#natal-2025) opens that panel's tab.
 */
import { TABS_NAME } from "./hooks";

/**
 * The id an address's fragment names, decoded; as written when it cannot be
 * decoded: a broken "#%E0%A4%A" names no tab, and stops nothing else the
 * page's script does.
 */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function startTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panelOf = (tab: HTMLElement) => root.ownerDocument.getElementById(tab.getAttribute("aria-controls") ?? "");
  const select = (chosen: HTMLElement, remember = true) => {
    const name = chosen.getAttribute(TABS_NAME);
    if (remember && name) history.replaceState(history.state, "", `#${name}`);
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      panelOf(tab)?.classList.toggle("hidden", !selected);
    }
  };
  const fromAddress = () => {
    const id = fragmentId(location.hash);
    const target = id ? root.ownerDocument.getElementById(id) : null;
    const tab = tabs.find(
      (candidate) => candidate.getAttribute(TABS_NAME) === id || (target && panelOf(candidate)?.contains(target)),
    );
    if (tab) select(tab, false);
  };
  fromAddress();
  window.addEventListener("hashchange", fromAddress);
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
