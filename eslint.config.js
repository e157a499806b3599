import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-fixture/",
      "build-admin-test/",
      "build-deployment-test/",
      "build-update-test/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      ".bench/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  jsxA11y.flatConfigs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // The WAI-ARIA tabs pattern makes tab panels focusable (as jsx-a11y's
      // recommended preset allows); the strict preset forbids it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel"] }],
    },
  },
  {
    // One path for content: a page gets it from its route's loader, which
    // runs at build (routes import ~/content/content.server); components
    // render props and import only types from ~/content/schema, so where a
    // page's data comes from is its loader, and no page script
    // (app/scripts/) can pull content into its inline code. And no client
    // of React Router's: no page loads it (docs/decisions/0006).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/content/**", "app/**/*.server.ts", "app/routes.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "Form", "Scripts", "ScrollRestoration"],
              message:
                "No page loads React Router's client: a link is a plain <a href={sitePath(path)}> (~/lib/pages/addresses), a form a plain <form>.",
            },
          ],
          patterns: [
            {
              group: ["~/content/*", "!~/content/*.server", "**/content/*", "!**/content/*.server"],
              allowTypeImports: true,
              message:
                "Content reaches a page through its route's loader (siteContent() from ~/content/content.server); elsewhere import only types from ~/content/schema.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests break content on purpose, through loosely typed copies.
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
