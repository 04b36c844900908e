import {
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { i18n } from './i18n';
import { type TFunction, type TOptions } from './translator';

/**
 * React's side of the translator (decision 074): what react-i18next gave the app. A component that
 * calls useTranslation renders again when the language changes or texts come in (a surface loaded on
 * first use), with a new `t` then, so effects and memos that depend on `t` run again too.
 */
let version = 0;
const bump = () => {
  version += 1;
};
i18n.on('languageChanged', bump);
i18n.store.on('added', bump);

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.store.off('added', onChange);
  };
}
const currentVersion = () => version;

export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const seen = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  // A new function for each version of the texts: what depends on `t` sees them change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [seen]);
  return { t, i18n };
}

/** `<name>text</name>` or `<name/>` in a text. */
const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/** A text's tags as the elements `components` names (their content as children); other text as is. */
function withComponents(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, selfClosing, name = selfClosing, inner] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const component = name ? components[name] : undefined;
    if (component && isValidElement(component))
      nodes.push(
        inner === undefined
          ? cloneElement(component, { key: nodes.length })
          : cloneElement(component, { key: nodes.length }, ...withComponents(inner, components)),
      );
    else nodes.push(inner ?? whole);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** A text with markup: `<terms>Terms</terms>` in the text shows as `components.terms` around "Terms". */
export function Trans({
  i18nKey,
  components = {},
  values,
}: {
  i18nKey: string;
  components?: Record<string, ReactElement>;
  values?: TOptions;
}) {
  const { t } = useTranslation();
  return <Fragment>{withComponents(t(i18nKey, values), components)}</Fragment>;
}
