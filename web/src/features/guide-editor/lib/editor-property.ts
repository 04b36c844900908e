import { createContext, useContext } from 'react';

/** The property the editor is open on, for parts that call the API about it (translation help). */
export const EditorPropertyContext = createContext<number | null>(null);

export const useEditorPropertyId = () => useContext(EditorPropertyContext);
