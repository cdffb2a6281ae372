/** The frame's only styles: the host page in light and dark, readable (AA contrast) in both. */
export const HOST_UI_CSS = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.host{--bg:#f3f4f6;--card:#ffffff;--fg:#1b1f24;--muted:#4b5563;--line:#c8ccd2;--link:#00468a;--notice:#fff7d6;display:flex;flex-direction:column;height:100vh;background:var(--bg);color:var(--fg)}
.host-dark{--bg:#16181c;--card:#22252b;--fg:#eceef1;--muted:#b4bac3;--line:#4a4f58;--link:#8cc4ff;--notice:#3a3420;color-scheme:dark}
.host-header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 16px;background:var(--site-color);color:#fff}
.host-title{margin:0;font-weight:600;font-size:17px}
.host-user{display:flex;align-items:center;gap:8px}
.host-badge{border:1px solid #fff;border-radius:10px;padding:0 8px;font-size:13px}
.host-header-button{font:inherit;color:#fff;background:transparent;border:1px solid #fff;border-radius:4px;padding:3px 10px;cursor:pointer}
.host-notices{padding:0 16px}
.host-notice{margin:8px 0 0;padding:6px 10px;background:var(--notice);border:1px solid var(--line);border-radius:4px}
.host-content{position:relative;flex:1;overflow:auto;padding:16px}
.host-app{margin:0 auto;max-width:100%;background:var(--card);border:1px solid var(--line);border-radius:6px;padding:16px;min-height:60px}
.host-phone .host-app{max-width:375px}
.host-tablet .host-app{max-width:768px}
.host a{color:var(--link)}
.host button:focus-visible,.host input:focus-visible,.host textarea:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.host-button{font:inherit;background:var(--site-color);color:#fff;border:1px solid var(--site-color);border-radius:4px;padding:6px 14px;cursor:pointer}
.host-secondary{background:transparent;color:var(--fg);border-color:var(--line)}
.host-link{font:inherit;background:none;border:0;padding:0;color:var(--link);text-decoration:underline;cursor:pointer}
.host-muted{color:var(--muted)}
.host-dialog{background:var(--card);color:var(--fg);border:1px solid var(--line);border-radius:8px;padding:18px;width:min(420px,calc(100vw - 32px))}
.host-dialog::backdrop{background:rgba(0,0,0,.45)}
.host-dialog h2{margin:0 0 8px;font-size:18px}
.host-dialog-text{white-space:pre-line}
.host-dialog-buttons{display:flex;justify-content:flex-end;gap:8px;margin-top:14px}
.host-field{display:flex;flex-direction:column;gap:4px}
.host-field input,.host-field textarea{font:inherit;color:var(--fg);background:var(--card);border:1px solid var(--muted);border-radius:4px;padding:5px 8px}
.host-choices{border:1px solid var(--line);border-radius:4px;display:flex;flex-direction:column;gap:4px}
.host-panel{border:1px dashed var(--muted);border-radius:4px;padding:8px 12px}
.host-signature{display:flex;flex-direction:column;align-items:flex-start;gap:8px}
.host-signature canvas{background:#fff;border:1px solid var(--muted);border-radius:4px;touch-action:none}
.host-overlay{position:absolute;inset:0;font:inherit;color:#fff;background:rgba(0,0,0,.6);border:0;cursor:pointer}
.host-wait{position:fixed;left:50%;top:40%;transform:translate(-50%,-50%);display:flex;align-items:center;gap:10px;background:var(--card);color:var(--fg);border:1px solid var(--line);border-radius:8px;padding:12px 16px;box-shadow:0 4px 16px rgba(0,0,0,.25)}
.host-spinner{width:22px;height:22px;border:3px solid var(--line);border-top-color:var(--site-color);border-radius:50%;animation:host-spin .8s linear infinite}
.host-dark .host-spinner{border-top-color:#fff}
@keyframes host-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.host-spinner{animation-duration:3s}}
.host-fab{position:fixed;bottom:18px;min-width:52px;height:52px;border-radius:26px;padding:0 18px;font:inherit;font-size:18px;background:var(--site-color);color:#fff;border:0;box-shadow:0 3px 10px rgba(0,0,0,.3);cursor:pointer}
.host-fab-right{right:18px}
.host-fab-left{left:18px}
.host-fab-center{left:50%;transform:translateX(-50%)}
.host-fab-badge{position:absolute;top:-4px;right:-4px;background:#b00020;color:#fff;border-radius:9px;font-size:12px;padding:0 6px}
.host-toasts{position:fixed;left:50%;bottom:18px;transform:translateX(-50%);display:flex;flex-direction:column;gap:8px;z-index:10}
.host-toast{display:flex;gap:12px;align-items:center;background:#1b1f24;color:#fff;border-radius:6px;padding:10px 14px;box-shadow:0 3px 10px rgba(0,0,0,.3)}
.host-toast .host-link{color:#9fd0ff}
.host-dark .host-toast{background:#eceef1;color:#1b1f24}
.host-dark .host-toast .host-link{color:#00468a}
.host-output{margin-top:12px}
.host-output pre{white-space:pre-wrap;word-break:break-word;margin:4px 0;padding:8px;border:1px solid var(--line);border-radius:4px;font-size:13px}
.host-error{border:2px solid #b00020;border-radius:6px;padding:10px 12px;margin-top:12px}
.host-dark .host-error{border-color:#ff8a80}
.host-error h2,.host-output h2{margin:0 0 6px;font-size:16px}
`;
