import { createContext, type ReactNode, useContext } from 'react';

/** The guide the editor is open on, as the shared-block parts of the section editor need it. */
export interface EditorGuide {
  propertyId: number;
  /** A co-host sees copies (and may detach them) but uses only their own blocks in their own guides. */
  isCoHost: boolean;
}

const EditorGuideContext = createContext<EditorGuide | null>(null);

/** Wraps the editor's guide tab so its sections know which guide they belong to. */
export function EditorGuideProvider({ guide, children }: { guide: EditorGuide; children: ReactNode }) {
  return <EditorGuideContext.Provider value={guide}>{children}</EditorGuideContext.Provider>;
}

/** The guide being edited, or null outside the editor (the shared-block parts then show nothing). */
export const useEditorGuide = () => useContext(EditorGuideContext);
