// Types for untranslated-text.mjs, which its TypeScript test imports.
import type { Rule } from "eslint";

export declare const untranslatedText: Rule.RuleModule;
