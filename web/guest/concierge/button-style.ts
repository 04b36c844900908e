/**
 * The chat button's styles (loaded with the launcher). They use the guide's theme variables
 * (--primary, --on-primary, --text) with fallbacks. On the guide the button sits in the action bar
 * under the scrolling area (beside the emergency button), so it never covers text; on a very narrow
 * screen it is a round icon whose label stays readable for screen readers.
 */
export const BUTTON_STYLE = `
.gbc-launch{position:fixed;left:max(.9rem,env(safe-area-inset-left));bottom:calc(.9rem + env(safe-area-inset-bottom));z-index:20;display:inline-flex;align-items:center;gap:.45rem;min-height:3.5rem;padding:0 1.15rem;border:0;border-radius:999px;background:var(--primary,#1c5d99);color:var(--on-primary,#fff);font-family:inherit;font-weight:700;font-size:1rem;line-height:1.2;box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer}
.gbc-launch:focus-visible,.gbc-panel :focus-visible{outline:3px solid var(--text,#111);outline-offset:2px}
.gbc-launch[aria-busy=true]{opacity:.8}
@media (max-width:30rem){body>.gbc-launch{width:3.5rem;padding:0;justify-content:center}body>.gbc-launch span{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}}
.action-bar .gbc-launch{position:static;flex:1 1 0;max-width:14rem;justify-content:center;min-width:0;min-height:3rem;padding:0 .6rem;font-size:.95rem;white-space:nowrap;box-shadow:none}
@media (max-width:22rem){.action-bar .gbc-launch{width:3rem;padding:0;justify-content:center}.action-bar .gbc-launch span{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}}
@media print{.gbc-launch{display:none}}
`;
