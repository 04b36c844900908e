/** Types of route-preload.mjs (used from its test). */
export interface ReadPage {
  path: string;
  layout: string;
  prerender: boolean;
  surfaces: string[];
  module: string;
}
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export interface RoutePreload {
  boot: string[];
  routes: Array<{
    path: string;
    files: Record<string, string[]>;
    texts: string[];
    textFiles: Record<string, string[]>;
  }>;
}
export function importSpecifier(text: string): string | null;
export function parseRouteTable(source: string): ReadPage[];
export function parseSurfacesOfLayout(source: string): Record<string, string[]>;
export function parseLazyLayouts(source: string): Record<string, string>;
export function routePreload(
  manifest: Record<string, ManifestChunk>,
  tables: {
    pages: ReadPage[];
    surfacesOfLayout: Record<string, string[]>;
    lazyLayouts: Record<string, string>;
    /** Lazily loaded modules in a shared file (.vite/grouped-modules.json): module key -> that file's key. */
    grouped?: Record<string, string>;
  },
): RoutePreload;
export function writeRoutePreload(dist: string): RoutePreload;
