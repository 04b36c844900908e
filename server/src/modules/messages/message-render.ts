import { MESSAGE_ERROR_KEYS, MESSAGE_VARIABLES, type MessageVariable } from '@common/contracts/messages';

const VARIABLE = /\{([^{}]*)\}/g;
const KNOWN = new Set<string>(MESSAGE_VARIABLES);

/**
 * What is wrong with a template text, as a translation key and the offending variable: an unknown
 * {name} (a typo would otherwise go out as a blank), or a brace without its pair.
 */
export function templateProblem(text: string): { description: string; variable?: string } | null {
  const withoutVariables = text.replace(VARIABLE, '');
  if (/[{}]/.test(withoutVariables)) return { description: MESSAGE_ERROR_KEYS.unbalancedBraces };
  for (const match of text.matchAll(VARIABLE)) {
    const name = match[1]!.trim();
    if (!KNOWN.has(name)) return { description: MESSAGE_ERROR_KEYS.unknownVariable, variable: name };
  }
  return null;
}

/** Replaces each {variable} by its value (already checked by templateProblem; an empty value stays empty). */
export function renderTemplate(text: string, values: Record<MessageVariable, string>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    KNOWN.has(name.trim()) ? values[name.trim() as MessageVariable] : whole,
  );
}
