/**
 * The admin's form fields made from a content schema: each field's label,
 * hint and choices from its metadata in schema.ts, its widget from its type
 * (or the metadata's `widget` where the type does not say), whether it is
 * required, its pattern and its bounds from its rules. What only the admin
 * knows (how each kind of widget is set up, a list's summary, a default) is
 * given by cms.ts (docs/decisions/0012).
 */
import type { CmsField } from "decap-cms-core";
import { z } from "zod";
import type { AdminWidget } from "./schema";

/**
 * A widget's settings in Decap: its name and the options it needs, and
 * `hintEnd`, words added to the end of every such field's hint (what an
 * upload takes, say).
 */
type WidgetSettings = {
  widget: string;
  hintEnd?: string;
  /** A widget of the admin's own that checks a pattern as Decap's text widgets do. */
  takesPattern?: boolean;
} & Record<string, unknown>;

export interface AdminSettings {
  /** How each kind of field is edited: the metadata's kinds, "string" and "date". */
  widgets: Record<AdminWidget | "string" | "date", WidgetSettings>;
  /**
   * What the admin adds to a field beyond its schema, by its path in the
   * file: "items", "items.confirmed"; a list's single inner field is "heroPhotos[]".
   */
  extras?: Record<string, Record<string, unknown>>;
}

type Schema = z.core.$ZodType;

/** A field's metadata, with that of the schemas it wraps (the outer wins). */
function peel(schema: Schema): { core: Schema; meta: z.GlobalMeta; optional: boolean } {
  let optional = schema._zod.optin === "optional";
  const metas: z.GlobalMeta[] = [];
  let current = schema;
  for (;;) {
    metas.unshift(z.globalRegistry.get(current) ?? {});
    const def = current._zod.def as unknown as Record<string, unknown>;
    const type = def.type;
    if (type === "optional" || type === "default") optional = true;
    if (type === "optional" || type === "default" || type === "nullable") current = def.innerType as Schema;
    else if (type === "pipe") current = def.in as Schema;
    else if (type === "union" && !def.discriminator) {
      // An optional field's "" (schema.ts, optional): the value's rules are what count.
      const values = (def.options as Schema[]).filter((option) => {
        const inner = option._zod.def as unknown as { type: string; values?: unknown[] };
        return !(inner.type === "literal" && inner.values?.length === 1 && inner.values[0] === "");
      });
      if (values.length !== 1) break;
      current = values[0]!;
    } else break;
  }
  return { core: current, meta: Object.assign({}, ...metas) as z.GlobalMeta, optional };
}

const shapeOf = (schema: Schema) => (peel(schema).core._zod.def as unknown as { shape: Record<string, Schema> }).shape;

/** The label the schema gives the field `name` of an object schema. */
export function labelOf(schema: Schema, name: string): string {
  const field = shapeOf(schema)[name];
  const label = field && peel(field).meta.label;
  if (!label) throw new Error(`${name}: no label in the schema`);
  return label;
}

/** The admin's fields for every field of an object schema, in its order. */
export function adminFields(schema: Schema, settings: AdminSettings, path = ""): CmsField[] {
  return Object.entries(shapeOf(schema)).map(([name, field]) =>
    adminField(name, field, settings, path ? `${path}.${name}` : name),
  );
}

/** One field; `inherited` is what a list's single inner field takes from the list (its label and hint). */
function adminField(
  name: string,
  schema: Schema,
  settings: AdminSettings,
  path: string,
  inherited: z.GlobalMeta = {},
): CmsField {
  const { core, meta: own, optional } = peel(schema);
  const meta = { ...inherited, ...own };
  if (!meta.label) throw new Error(`${path}: no label in the schema`);
  const { hintEnd, ...widget } = widgetOf(core, meta, settings, path);
  const hint = [meta.hint, hintEnd].filter(Boolean).join(" ");
  return {
    name,
    label: meta.label,
    ...(hint ? { hint } : {}),
    ...(optional ? { required: false } : {}),
    ...widget,
    ...settings.extras?.[path],
  } as CmsField;
}

/** A value's rules as JSON Schema states them: zod's own account of its checks. */
interface JsonRules {
  type?: string;
  format?: string;
  pattern?: string;
  allOf?: { pattern?: string }[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
}

const jsonRules = (schema: Schema): JsonRules =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonRules;

/** The widget that edits a value of this schema, with its options and rules. */
function widgetOf(core: Schema, meta: z.GlobalMeta, settings: AdminSettings, path: string): Record<string, unknown> {
  const def = core._zod.def as unknown as Record<string, unknown>;
  // Kept as it is, whatever its shape, and not shown.
  if (meta.widget === "hidden") return { widget: "hidden" };
  const rules = jsonRules(core);
  switch (def.type) {
    case "object":
      return { widget: "object", fields: adminFields(core, settings, path) };
    case "array":
      return { widget: "list", ...list(def.element as Schema, meta, rules, settings, path) };
    case "number": {
      const min =
        rules.exclusiveMinimum !== undefined
          ? rules.exclusiveMinimum + 1
          : rules.minimum !== undefined && rules.minimum > Number.MIN_SAFE_INTEGER
            ? rules.minimum
            : undefined;
      const max = rules.maximum !== undefined && rules.maximum < Number.MAX_SAFE_INTEGER ? rules.maximum : undefined;
      return {
        widget: "number",
        value_type: rules.type === "integer" ? "int" : "float",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case "boolean":
      return { widget: "boolean" };
    case "enum": {
      const values = (core as z.ZodEnum).options as string[];
      const names = meta.choices;
      return {
        widget: "select",
        options: names
          ? values.map((value) => {
              if (!names[value]) throw new Error(`${path}: no words for the choice "${value}"`);
              return { label: names[value], value };
            })
          : values,
      };
    }
    case "string": {
      const kind = meta.widget ?? (rules.format === "date" ? "date" : "string");
      const { takesPattern, ...widget } = settings.widgets[kind];
      const pattern = [rules.pattern, ...(rules.allOf ?? []).map((part) => part.pattern)].filter(Boolean).at(-1);
      // The admin checks the last (strictest) of the field's patterns, in its own words.
      if (!pattern || !(takesPattern || ["string", "text", "image", "file"].includes(widget.widget)))
        return { ...widget };
      if (!meta.invalid) throw new Error(`${path}: a pattern without the admin's words for it (invalid)`);
      return { ...widget, pattern: [pattern, meta.invalid] };
    }
    default:
      throw new Error(`${path}: the admin has no widget for a ${String(def.type)}`);
  }
}

/** A list: of objects (its fields), of blocks of several kinds (its types), or of single values (its field). */
function list(
  element: Schema,
  meta: z.GlobalMeta,
  rules: JsonRules,
  settings: AdminSettings,
  path: string,
): Record<string, unknown> {
  const settingsOfList = {
    ...(meta.labelSingular ? { label_singular: meta.labelSingular } : {}),
    // At least one: Decap's required flag already says so.
    ...(rules.minItems !== undefined && rules.minItems > 1 ? { min: rules.minItems } : {}),
    ...(rules.maxItems !== undefined ? { max: rules.maxItems } : {}),
  };
  const inner = peel(element);
  const def = inner.core._zod.def as unknown as Record<string, unknown>;
  if (def.type === "object") return { ...settingsOfList, fields: adminFields(inner.core, settings, path) };
  if (def.type === "union" && typeof def.discriminator === "string") {
    const key = def.discriminator;
    return {
      ...settingsOfList,
      typeKey: key,
      types: (def.options as Schema[]).map((option) => {
        const { [key]: kind, ...shape } = shapeOf(option);
        const name = (kind!._zod.def as unknown as { values: string[] }).values[0]!;
        const label = peel(option).meta.label;
        if (!label) throw new Error(`${path}[${name}]: no label in the schema`);
        return { name, label, widget: "object", fields: adminFields(z.object(shape), settings, `${path}.${name}`) };
      }),
    };
  }
  // One value per item: named by the list's one item, with the list's hint, unless it has its own.
  return {
    ...settingsOfList,
    field: adminField("item", element, settings, `${path}[]`, { label: meta.labelSingular, hint: meta.hint }),
  };
}
