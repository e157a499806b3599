/** The little of jsdom the build uses (scripts/build/svg.mjs); jsdom ships no types of its own. */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
