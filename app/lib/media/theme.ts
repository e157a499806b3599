/** The deep blue of app.css (--color-brand-900): browser bar, home-screen icons, social card. */
export const THEME_COLOR = "#0a2351";

/** The warm gold of app.css (--color-accent-400). */
export const ACCENT_COLOR = "#f5b642";
