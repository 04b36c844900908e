/**
 * The conversation's styles (loaded with the panel, when the guest opens it). They use the guide's
 * theme variables (--primary, --on-primary, --surface, --bg, --text) with fallbacks.
 */
export const PANEL_STYLE = `
.gbc-backdrop{position:fixed;inset:0;z-index:30;background:rgba(0,0,0,.35)}
.gbc-panel{position:fixed;z-index:31;left:0;right:0;bottom:0;max-height:88vh;display:flex;flex-direction:column;background:var(--surface,#fff);color:var(--text,#111);border-radius:1rem 1rem 0 0;box-shadow:0 -6px 24px rgba(0,0,0,.25);padding-bottom:env(safe-area-inset-bottom)}
@media (min-width:40rem){.gbc-panel{left:auto;right:1.25rem;bottom:1.25rem;width:26rem;max-height:min(40rem,85vh);border-radius:1rem}}
.gbc-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem;padding:.85rem 1rem;border-bottom:1px solid color-mix(in srgb,var(--text,#111) 12%,transparent)}
.gbc-head h2{margin:0;font-size:1.1rem}
.gbc-close{min-width:2.75rem;min-height:2.75rem;border:0;border-radius:.6rem;background:transparent;color:inherit;font-size:1.6rem;line-height:1;cursor:pointer}
.gbc-body{flex:1;overflow-y:auto;padding:.9rem 1rem;display:flex;flex-direction:column;gap:.75rem}
.gbc-intro{margin:0;font-size:.95rem;opacity:.85}
.gbc-sugg{display:flex;flex-wrap:wrap;gap:.45rem;margin:0;padding:0;list-style:none}
.gbc-sugg button{min-height:2.5rem;padding:.35rem .8rem;border:1.5px solid var(--primary,#1c5d99);border-radius:999px;background:transparent;color:inherit;font-family:inherit;font-weight:500;font-size:.95rem;line-height:1.25;text-align:left;cursor:pointer}
.gbc-msg{max-width:92%;padding:.6rem .8rem;border-radius:.9rem;font-size:1rem;line-height:1.45;overflow-wrap:anywhere}
.gbc-me{align-self:flex-end;background:var(--primary,#1c5d99);color:var(--on-primary,#fff);border-bottom-right-radius:.25rem}
.gbc-bot{align-self:flex-start;background:var(--bg,#f3f4f6);border-bottom-left-radius:.25rem}
.gbc-tag{display:block;margin-bottom:.3rem;font-size:.78rem;font-weight:700;text-transform:uppercase;letter-spacing:.02em;opacity:.8}
.gbc-msg p{margin:0}
.gbc-src{margin:.45rem 0 0;font-size:.9rem}
.gbc-src a,.gbc-contact a{color:inherit;font-weight:600;text-decoration:underline}
.gbc-contact{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.5rem}
.gbc-contact a{display:inline-flex;align-items:center;min-height:2.5rem;padding:0 .8rem;border:1.5px solid currentColor;border-radius:999px;text-decoration:none}
.gbc-send-host{min-height:2.5rem;padding:.45rem .9rem;border:0;border-radius:1.25rem;line-height:1.25;text-align:left;background:var(--primary,#1c5d99);color:var(--on-primary,#fff);font-family:inherit;font-weight:700;font-size:.95rem;cursor:pointer}
.gbc-send-host:disabled{opacity:.7;cursor:default}
.gbc-status{margin:.4rem 0 0;font-size:.9rem}
.gbc-status:empty{display:none}
.gbc-replies{display:flex;flex-direction:column;gap:.5rem;padding-bottom:.75rem;border-bottom:1px solid color-mix(in srgb,var(--text,#111) 12%,transparent)}
.gbc-replies h3{margin:0;font-size:1rem}
.gbc-wait{font-style:italic;opacity:.85}
.gbc-form{display:flex;gap:.5rem;padding:.75rem 1rem;border-top:1px solid color-mix(in srgb,var(--text,#111) 12%,transparent)}
.gbc-form input{flex:1;min-width:0;min-height:2.9rem;padding:0 .8rem;border:1.5px solid color-mix(in srgb,var(--text,#111) 45%,transparent);border-radius:.7rem;background:var(--surface,#fff);color:inherit;font-family:inherit;font-weight:400;font-size:1rem}
.gbc-form button{min-height:2.9rem;padding:0 1rem;border:0;border-radius:.7rem;background:var(--primary,#1c5d99);color:var(--on-primary,#fff);font-family:inherit;font-weight:700;font-size:1rem;cursor:pointer}
.gbc-form button:disabled{opacity:.6;cursor:default}
.gbc-note{margin:0;padding:0 1rem .6rem;font-size:.8rem;opacity:.8}
.gbc-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
@media print{.gbc-panel,.gbc-backdrop{display:none}}
`;
