/** The preview frame's bundle of each docs version, as text, loaded on demand (./index.ts writes the module). */
declare module '@playground/frames' {
  export const frames: Record<string, () => Promise<string>>;
}
