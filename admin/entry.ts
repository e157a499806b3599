/**
 * The admin's first script. Inside another site's frame nothing of Decap
 * loads (it acts with the secretary's GitHub sign-in, kept in this
 * origin's storage): the page shows only a link that opens it whole
 * (app/lib/browser/frame.ts). Checked first, before any code that reads
 * the storage could fail in a sandboxed frame and leave the refusal to
 * chance. The admin itself is main.tsx.
 */
import { refuseForeignFrame } from "~/lib/browser/frame";

if (!refuseForeignFrame()) void import("./main");
