/**
 * The HTML template of every built page: Docusaurus' own, with its `<script defer>` tags
 * replaced. Deferred scripts run as soon as the document is parsed, usually before the browser
 * has painted anything, so the reader waits for the whole app to start before seeing a page
 * that was rendered on the server. Here the scripts are preloaded (downloaded as early as
 * before) and run after the first paint: a few lines at the end of the body add them, in
 * order, once the document is parsed and the browser reports that the page is on screen.
 * The preloads ask for a low priority: nothing on screen waits for the scripts, so they
 * should not compete with the stylesheet for the first bytes (a preloaded script is
 * otherwise fetched at high priority, like a render-blocking one, and Lighthouse then
 * counts it towards the first paint in some runs).
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const DEFERRED_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

const PRELOADED_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low" />
    <% }); %>`;

/**
 * Adds the scripts, in order, once the browser reports its first contentful paint (the page is
 * on screen). Where paint timing is missing, two frames stand in for it. A tab in the
 * background paints nothing, so there the scripts start at once; a page that never reports a
 * paint starts after a second.
 */
function startAfterFirstPaint(scripts: string[]): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    }
  };
  const afterPaint = (): void => {
    if (document.visibilityState === 'hidden') return start();
    document.addEventListener('visibilitychange', start, {once: true});
    setTimeout(start, 1000);
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(start, 0);
      });
      observer.observe({type: 'paint', buffered: true});
    } else {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

const START_SCRIPTS = `<script>(${startAfterFirstPaint.toString()})([<% it.scripts.forEach((script) => { %>"<%= it.baseUrl %><%= script %>",<% }); %>]);</script>`;

function buildTemplate(): string {
  if (!docusaurusTemplate.includes(DEFERRED_SCRIPTS) || !docusaurusTemplate.includes('<%~ it.postBodyTags %>')) {
    throw new Error(
      'config/htmlTemplate.ts: the HTML template of @docusaurus/core has changed; update the replacement.',
    );
  }
  return docusaurusTemplate
    .replace(DEFERRED_SCRIPTS, PRELOADED_SCRIPTS)
    .replace('<%~ it.postBodyTags %>', `<%~ it.postBodyTags %>\n    ${START_SCRIPTS}`);
}

export const ssrTemplate = buildTemplate();
