// An ESLint rule for the pages that are in three languages (docs/i18n.md): words a person reads, written
// into the markup instead of taken from the catalogue, are reported. It looks at JSX text and at the
// attributes a person reads or hears (placeholder, title, alt, aria-label and the like); text with no
// letter in it (punctuation, "·", "₹", digits) is left alone, and so is an attribute whose value is an
// expression (a `t()` call, a prop). Code that passes words around as plain strings is outside its reach;
// the catalogue test and the journeys in Odia and Hindi cover that.

/** Attributes whose text is shown or spoken. */
const READ_ATTRIBUTES = new Set(["placeholder", "title", "alt", "aria-label", "aria-description", "label"]);

const LETTER = /\p{L}/u;

export const untranslatedText = {
  meta: {
    type: "problem",
    docs: { description: "Words on a translated page come from the message catalogues" },
    schema: [{ type: "object", properties: { allow: { type: "array", items: { type: "string" } } } }],
    messages: { text: 'Text outside the catalogue: "{{text}}". Put it in messages/<language>/ and read it with t().' },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const check = (node, raw) => {
      const text = raw.replace(/\s+/g, " ").trim();
      if (text && LETTER.test(text) && !allowed.has(text)) {
        context.report({ node, messageId: "text", data: { text: text.slice(0, 60) } });
      }
    };
    return {
      JSXText: (node) => check(node, node.value),
      JSXAttribute(node) {
        const name = typeof node.name.name === "string" ? node.name.name : "";
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === "Literal" && typeof node.value.value === "string") check(node, node.value.value);
        const inner = node.value.type === "JSXExpressionContainer" ? node.value.expression : null;
        if (inner?.type === "Literal" && typeof inner.value === "string") check(node, inner.value);
        if (inner?.type === "TemplateLiteral") check(node, inner.quasis.map((quasi) => quasi.value.cooked).join(" "));
      },
    };
  },
};
