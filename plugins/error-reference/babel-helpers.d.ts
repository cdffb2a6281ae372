// @babel/helpers ships no types; the error reference reads only the names of Babel's helpers.
declare module '@babel/helpers' {
  /** The name of every helper Babel can inline into compiled code (`toPrimitive`, `defineProperty`, ...). */
  export const list: string[];
}
