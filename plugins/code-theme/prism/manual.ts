// Evaluated before prism-core (see ./index.ts): without `manual`, Prism would highlight every
// `language-*` element of the page on its own once the DOM is ready.
(globalThis as {Prism?: object}).Prism = {manual: true, disableWorkerMessageHandler: true};

export {};
